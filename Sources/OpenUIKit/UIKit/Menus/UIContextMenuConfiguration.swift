import Foundation

/// The closure that makes a context menu's preview controller (nil: a
/// snapshot of the view is the preview) (`UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// The closure that makes a context menu's menu from the system's suggested
/// actions (`UIContextMenuActionProvider`); nil: no menu, the preview alone.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: its preview and its actions
/// (`UIContextMenuConfiguration`), returned by
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
///
/// The providers are called when the menu is about to be shown, after the
/// delegate returned the configuration; the suggested actions Segue passes
/// are empty (UIKit suggests actions from the responder chain only for
/// some system views).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the configuration (a generated unique string when none was given).
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
