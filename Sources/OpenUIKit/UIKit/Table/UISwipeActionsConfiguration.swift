import Foundation

/// The actions a swipe on a table row reveals (`UISwipeActionsConfiguration`).
///
/// The first action is the one nearest the edge the swipe starts from
/// (the trailing edge for trailing actions) and, when
/// `performsFirstActionWithFullSwipe` is true (the default), the one a full
/// swipe across the row performs. An empty configuration disables swiping
/// for the row (UIKit: "Return an empty configuration to prevent any
/// actions"); a nil configuration asks the table for its default actions.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the swipe starts from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
