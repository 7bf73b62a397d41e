import Foundation

/// A button shown when the user swipes a row (`UITableViewRowAction`,
/// deprecated in iOS 13 for `UIContextualAction`).
///
/// Returned from the delegate's `tableView(_:editActionsForRowAt:)`, which
/// the table asks when the delegate gives no trailing
/// `UISwipeActionsConfiguration` (nil). The first action in the array is
/// the rightmost button; tapping one calls `handler` with the action and
/// the row, after which the row closes (on iOS it stays open until the app
/// ends editing or deletes the row: FIDELITY.md).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// The default: destructive (red).
        case `default`
        /// An action that deletes data (red).
        case destructive
        /// A plain action (gray).
        case normal
    }

    /// The style given at creation.
    public let style: Style
    /// The title of the action's button.
    open var title: String?
    var backgroundColorStorage: UIColor?
    /// The button's colour; until set, red for `.default`/`.destructive`,
    /// gray for `.normal`.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .normal ? .systemGray : .systemRed) }
        set { backgroundColorStorage = newValue }
    }
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action with a style, a title and the handler to run with the row when tapped.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
