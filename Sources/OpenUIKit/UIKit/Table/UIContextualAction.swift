import Foundation

/// An action shown when the user swipes a table row (`UIContextualAction`).
///
/// Return actions from the delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` or
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` inside a
/// `UISwipeActionsConfiguration`. The row shows each action as a button of
/// `backgroundColor` (by default `.systemRed` for `.destructive`,
/// `.systemGray` for `.normal`) with its `image` above its `title` in white.
/// Tapping the button (or a full swipe, for the configuration's first
/// action) calls `handler` with the action, the view the action was shown
/// in, and a completion handler the app calls with whether it performed the
/// action; the row then closes (UITableView+SwipeActions.swift).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what the table expects of it.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal
        /// An action that deletes data: red by default; completing with
        /// `true` leaves the row's deletion to the data source, which
        /// the table animates.
        case destructive
    }

    /// UIKit's `UIContextualAction.Handler`: the action, the view it was
    /// displayed in, and the completion handler to call when done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The handler given at creation.
    public let handler: Handler
    /// The title displayed on the action's button.
    open var title: String?
    var backgroundColorStorage: UIColor?
    /// The button's colour; reading it before setting gives the style's
    /// default (red for destructive actions, gray otherwise), as in UIKit.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    /// The image displayed on the action's button (above the title when both are set).
    open var image: UIImage?

    /// Creates an action with a style, a title and the handler to run when it is chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
