import Foundation

/// A checked table batch update (engine type): the row and section mapping
/// of `ListUpdatePlan` (shared with `UICollectionView`), plus the
/// `RowAnimation` each leaving and arriving row uses.
struct TableUpdatePlan {
    private let plan: ListUpdatePlan
    private let update: TableUpdate

    var failure: String? { plan.failure }

    init?(update u: TableUpdate, oldCounts: [Int], newCounts: [Int]) {
        update = u
        var batch = ListBatch()
        batch.deletedSections = Set(u.deletedSections.keys)
        batch.insertedSections = Set(u.insertedSections.keys)
        batch.reloadedSections = Set(u.reloadedSections.keys)
        batch.deletedItems = Set(u.deletedRows.keys)
        batch.insertedItems = Set(u.insertedRows.keys)
        batch.reloadedItems = Set(u.reloadedRows.keys)
        batch.movedItems = u.moves
        plan = ListUpdatePlan(batch: batch, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .table)
    }

    /// The new row an old row became (nil: deleted or reloaded).
    func newRow(forOld ip: IndexPath) -> IndexPath? { plan.newItem(forOld: ip) }

    /// The old row a new row was (nil: inserted or reloaded).
    func oldRow(forNew ip: IndexPath) -> IndexPath? { plan.oldItem(forNew: ip) }

    /// How an old row's cell leaves.
    func exitAnimation(forOld ip: IndexPath) -> UITableView.RowAnimation {
        update.deletedRows[ip] ?? update.reloadedRows[ip] ?? update.deletedSections[ip.section]
            ?? update.reloadedSections[ip.section] ?? .fade
    }

    /// How a new row's cell arrives.
    func entryAnimation(forNew ip: IndexPath) -> UITableView.RowAnimation {
        if let a = update.insertedRows[ip] ?? update.insertedSections[ip.section] { return a }
        if let old = plan.reloadedItems[ip], let a = update.reloadedRows[old] { return a }
        if let s = plan.oldSection(forNew: ip.section), let a = update.reloadedSections[s] { return a }
        return .fade
    }
}
