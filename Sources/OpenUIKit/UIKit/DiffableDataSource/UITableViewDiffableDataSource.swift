import Foundation

/// A table view data source that shows snapshots (`UITableViewDiffableDataSource`).
///
/// It makes itself the table view's data source; the table holds it
/// weakly, so keep a reference. `apply(_:animatingDifferences:completion:)`
/// computes the difference from the current snapshot (`DiffableUpdate`)
/// and performs it as one batch update: deleted, inserted and reloaded rows
/// and sections with `defaultRowAnimation`, moved rows sliding to their new
/// places; reconfigured rows are reloaded without animation (docs/FIDELITY.md).
/// A section that changes its place among the others, or a table that has
/// shown nothing yet, is reloaded instead. Without animation the same
/// update happens at once. `completion` runs when the update's animations end.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// The animation of inserted, deleted and reloaded rows (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let table = tableView else {
            current = snapshot
            completion?()
            return
        }
        let update = DiffableUpdate(from: current, to: snapshot)
        guard !update.needsReload, table.rowCounts != nil else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let animation = defaultRowAnimation
        let perform = {
            table.performBatchUpdates({
                self.current = snapshot
                table.deleteSections(update.deletedSections, with: animation)
                table.insertSections(update.insertedSections, with: animation)
                table.reloadSections(update.reloadedSections, with: animation)
                table.deleteRows(at: update.deletedItems, with: animation)
                table.insertRows(at: update.insertedItems, with: animation)
                table.reloadRows(at: update.reloadedItems, with: animation)
                for move in update.movedItems { table.moveRow(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
        reconfigure(update.reconfiguredItems, in: table)
    }

    /// Reconfigured rows: their visible cells are made again, without animation.
    private func reconfigure(_ rows: [IndexPath], in table: UITableView) {
        let visible = rows.filter { table.visible[$0] != nil }
        guard !visible.isEmpty else { return }
        UIView.performWithoutAnimation { table.reloadRows(at: visible, with: .none) }
    }

    /// Makes `snapshot` current and reloads the table.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPathOfItem(itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let id = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    /// The cell provider's cell. UIKit raises when the provider returns nil;
    /// Segue reports it and shows an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            UIKitException.raise(UIKitException.internalInconsistency, "Invalid row index path: \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, id) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(uiKitDescription(tableView)), dataSource: \(uiKitDescription(self))")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header titles (override to give them, as with UIKit's).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // Editing: declared here so subclasses override them, as on iOS (the
    // defaults are Segue's choice; FIDELITY.md).

    /// Whether the row may be edited: false unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits an edit: nothing until a subclass updates its snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Whether the row may be reordered: false unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Records a reorder: nothing until a subclass updates its snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
