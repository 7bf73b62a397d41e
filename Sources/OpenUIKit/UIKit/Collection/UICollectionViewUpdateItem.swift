import Foundation

/// One change of a batch update, as the layout sees it in
/// `prepare(forCollectionViewUpdates:)` (`UICollectionViewUpdateItem`).
///
/// Deletions and reloads name their index path before the update,
/// insertions after it; a move and a reload name both. A section's change
/// carries `NSNotFound` as the item. The collection view makes these; apps
/// read them.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What happens to the item (`UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    /// An item with no index paths and no action.
    public override init() {
        before = nil
        after = nil
        action = .none
    }

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        self.before = before
        self.after = after
        self.action = action
    }

    /// The index path before the update (nil for an insertion).
    open var indexPathBeforeUpdate: IndexPath? { before }

    /// The index path after the update (nil for a deletion).
    open var indexPathAfterUpdate: IndexPath? { after }

    /// The change.
    open var updateAction: UICollectionViewUpdateItem.Action { action }

    open override var description: String {
        "<UICollectionViewUpdateItem: \(action) \(before.map { "\($0)" } ?? "nil") -> \(after.map { "\($0)" } ?? "nil")>"
    }
}
