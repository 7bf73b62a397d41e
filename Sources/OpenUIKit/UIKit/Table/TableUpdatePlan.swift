import Foundation

/// A checked batch update: which old row becomes which new row (engine type).
///
/// Sections: the old sections not deleted keep their order and fill the new
/// indexes that were not inserted. Rows of a surviving section: the old
/// rows not deleted, reloaded-away or moved out keep their order and fill
/// the new indexes not inserted or moved into; a move maps its two rows
/// directly. A reloaded row or section is linked to nothing on either side
/// (its cell leaves and a new one arrives). `failure` is UIKit's reason when
/// the counts or indexes do not add up.
struct TableUpdatePlan {
    private(set) var failure: String?
    private var oldToNew: [[IndexPath?]] = []
    private var newToOld: [[IndexPath?]] = []
    private let update: TableUpdate
    private var oldToNewSection: [Int?] = []
    /// Reloaded rows by their index after the update.
    private var reloadedEntries: [IndexPath: UITableView.RowAnimation] = [:]

    init?(update u: TableUpdate, oldCounts: [Int], newCounts: [Int]) {
        update = u
        let oldSections = oldCounts.count, newSections = newCounts.count
        for s in u.deletedSections.keys.sorted() where s < 0 || s >= oldSections {
            failure = "attempt to delete section \(s), but there are only \(oldSections) sections before the update"
            return
        }
        for s in u.reloadedSections.keys.sorted() where s < 0 || s >= oldSections {
            failure = "attempt to delete section \(s), but there are only \(oldSections) sections before the update"
            return
        }
        for s in u.insertedSections.keys.sorted() where s < 0 || s >= newSections {
            failure = "attempt to insert section \(s) but there are only \(newSections) sections after the update"
            return
        }
        let expectedSections = oldSections - u.deletedSections.count + u.insertedSections.count
        guard newSections == expectedSections else {
            failure = "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(u.insertedSections.count) inserted, \(u.deletedSections.count) deleted)."
            return
        }
        // Section mapping.
        var sectionMap = [Int?](repeating: nil, count: oldSections)
        var survivors = (0..<oldSections).filter { u.deletedSections[$0] == nil }.makeIterator()
        var newSectionSource = [Int?](repeating: nil, count: newSections)
        for t in 0..<newSections where u.insertedSections[t] == nil {
            guard let s = survivors.next() else { break }
            sectionMap[s] = t
            newSectionSource[t] = s
        }
        oldToNewSection = sectionMap
        oldToNew = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        newToOld = newCounts.map { [IndexPath?](repeating: nil, count: $0) }

        // Row indexes must exist on their side of the update.
        for ip in u.deletedRows.keys.sorted() + u.reloadedRows.keys.sorted() + u.moves.map(\.from)
        where !(ip.count == 2 && oldCounts.indices.contains(ip.section) && ip.row >= 0 && ip.row < oldCounts[ip.section]) {
            let s = ip.count == 2 ? ip.section : -1
            failure = "attempt to delete row \(ip.count == 2 ? ip.row : -1) from section \(s) which only contains \(oldCounts.indices.contains(s) ? oldCounts[s] : 0) rows before the update"
            return
        }
        for ip in u.insertedRows.keys.sorted() + u.moves.map(\.to)
        where !(ip.count == 2 && newCounts.indices.contains(ip.section) && ip.row >= 0 && ip.row < newCounts[ip.section]) {
            let s = ip.count == 2 ? ip.section : -1
            failure = "attempt to insert row \(ip.count == 2 ? ip.row : -1) into section \(s), but there are only \(newCounts.indices.contains(s) ? newCounts[s] : 0) rows in section \(s) after the update"
            return
        }

        for s in 0..<oldSections {
            guard let t = sectionMap[s], u.reloadedSections[s] == nil else { continue }
            let deleted = Set(u.deletedRows.keys.filter { $0.section == s }.map(\.row))
            let movedOut = Set(u.moves.filter { $0.from.section == s }.map(\.from.row))
            let inserted = Set(u.insertedRows.keys.filter { $0.section == t }.map(\.row))
            let movedIn = Set(u.moves.filter { $0.to.section == t }.map(\.to.row))
            let expected = oldCounts[s] - deleted.count + inserted.count + movedIn.count - movedOut.count
            guard newCounts[t] == expected else {
                failure = "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing section after the update (\(newCounts[t])) must be equal to the number of rows contained in that section before the update (\(oldCounts[s])), plus or minus the number of rows inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."
                return
            }
            var slots = (0..<newCounts[t]).lazy.filter { !inserted.contains($0) && !movedIn.contains($0) }.makeIterator()
            for r in 0..<oldCounts[s] where !deleted.contains(r) && !movedOut.contains(r) {
                guard let slot = slots.next() else { break }
                oldToNew[s][r] = IndexPath(row: slot, section: t)
                newToOld[t][slot] = IndexPath(row: r, section: s)
            }
        }
        for move in u.moves {
            guard let t = sectionMap[move.from.section], t == move.to.section || newSectionSource[move.to.section] != nil else { continue }
            oldToNew[move.from.section][move.from.row] = move.to
            newToOld[move.to.section][move.to.row] = move.from
        }
        for (ip, animation) in u.reloadedRows {
            if let new = oldToNew[ip.section][ip.row] {
                newToOld[new.section][new.row] = nil
                reloadedEntries[new] = animation
            }
            oldToNew[ip.section][ip.row] = nil
        }
    }

    /// The new row an old row became (nil: deleted or reloaded).
    func newRow(forOld ip: IndexPath) -> IndexPath? {
        guard ip.count == 2, oldToNew.indices.contains(ip.section), oldToNew[ip.section].indices.contains(ip.row) else { return nil }
        return oldToNew[ip.section][ip.row]
    }

    /// The old row a new row was (nil: inserted or reloaded).
    func oldRow(forNew ip: IndexPath) -> IndexPath? {
        guard ip.count == 2, newToOld.indices.contains(ip.section), newToOld[ip.section].indices.contains(ip.row) else { return nil }
        return newToOld[ip.section][ip.row]
    }

    /// How an old row's cell leaves.
    func exitAnimation(forOld ip: IndexPath) -> UITableView.RowAnimation {
        update.deletedRows[ip] ?? update.reloadedRows[ip] ?? update.deletedSections[ip.section]
            ?? update.reloadedSections[ip.section] ?? .fade
    }

    /// How a new row's cell arrives.
    func entryAnimation(forNew ip: IndexPath) -> UITableView.RowAnimation {
        if let a = update.insertedRows[ip] ?? update.insertedSections[ip.section] { return a }
        if let a = reloadedEntries[ip] { return a }
        if let s = oldToNewSection.firstIndex(where: { $0 == ip.section }), let a = update.reloadedSections[s] { return a }
        return .fade
    }
}
