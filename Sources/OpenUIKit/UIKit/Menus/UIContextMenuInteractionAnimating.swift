import Foundation

/// The animator a context menu passes to its delegate when it appears and
/// ends (`UIContextMenuInteractionAnimating`): animations added run
/// alongside the menu's own, completions after them.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview controller the configuration supplied, if any.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator passed when the person taps a context menu's preview
/// (`UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: `.pop` (default) or `.dismiss`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview leaves the screen (`UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back to its source with the menu.
    case dismiss = 0
    /// The preview grows and fades, as if becoming the content it shows.
    case pop = 1
}

/// Segue's animator: it collects what the delegate adds and hands it to the menu's animation.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runCompletions() { for completion in completions { completion() } }
}
