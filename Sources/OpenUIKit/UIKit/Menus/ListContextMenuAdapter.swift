import Foundation

/// The delegate of the context-menu interaction a table or collection view
/// carries: it turns a press into the item pressed and forwards each
/// question to the view's delegate, lifting the pressed cell when the
/// delegate supplies no preview.
@MainActor
final class ListContextMenuAdapter: NSObject, UIContextMenuInteractionDelegate {
    /// The configuration for a press at a point (the list's coordinates).
    var configuration: (CGPoint) -> UIContextMenuConfiguration? = { _ in nil }
    var highlightPreview: (UIContextMenuConfiguration) -> UITargetedPreview? = { _ in nil }
    var dismissalPreview: (UIContextMenuConfiguration) -> UITargetedPreview? = { _ in nil }
    var willDisplay: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void = { _, _ in }
    var willEnd: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void = { _, _ in }
    var willPerformPreviewAction: (UIContextMenuConfiguration, UIContextMenuInteractionCommitAnimating) -> Void = { _, _ in }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        highlightPreview(configuration)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        dismissalPreview(configuration)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        willEnd(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        willPerformPreviewAction(configuration, animator)
    }
}
