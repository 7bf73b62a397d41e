import Foundation

/// The changes of one batch update of a table or collection view (engine
/// type), UIKit's batch semantics: deletions and reloads name sections and
/// items before the update, insertions after it, moves one of each.
struct ListBatch {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// A checked batch update: which old section and item becomes which new one
/// (engine type), shared by `UITableView` and `UICollectionView`.
///
/// Sections: a moved section goes to its target; the old sections neither
/// deleted nor moved keep their order and fill the new indexes that are
/// neither inserted nor a move's target. Items of a surviving section: the
/// old items not deleted, reloaded away or moved out keep their order and
/// fill the new indexes not inserted or moved into; a move maps its two
/// items directly. A reloaded item or section is linked to nothing on
/// either side (its view leaves and a new one arrives). `failure` is
/// UIKit's `NSInternalInconsistencyException` reason when the counts or
/// indexes do not add up, worded for the view (`rows`/`table view` or
/// `items`/`collection view`).
struct ListUpdatePlan {
    /// How the reasons name the view and its elements.
    struct Vocabulary {
        var item: String
        var view: String
        static let table = Vocabulary(item: "row", view: "table view")
        static let collection = Vocabulary(item: "item", view: "collection view")
    }

    private(set) var failure: String?
    private var oldToNew: [[IndexPath?]] = []
    private var newToOld: [[IndexPath?]] = []
    private var sectionMap: [Int?] = []
    private var sectionSource: [Int?] = []
    /// Reloaded items: their index after the update, to their index before.
    private(set) var reloadedItems: [IndexPath: IndexPath] = [:]

    init(batch u: ListBatch, oldCounts: [Int], newCounts: [Int], vocabulary v: Vocabulary) {
        let item = v.item
        let oldSections = oldCounts.count, newSections = newCounts.count
        for s in (u.deletedSections.sorted() + u.reloadedSections.sorted() + u.movedSections.map(\.from))
        where s < 0 || s >= oldSections {
            failure = "attempt to delete section \(s), but there are only \(oldSections) sections before the update"
            return
        }
        for s in (u.insertedSections.sorted() + u.movedSections.map(\.to)) where s < 0 || s >= newSections {
            failure = "attempt to insert section \(s) but there are only \(newSections) sections after the update"
            return
        }
        let expectedSections = oldSections - u.deletedSections.count + u.insertedSections.count
        guard newSections == expectedSections else {
            failure = "Invalid update: invalid number of sections. The number of sections contained in the \(v.view) after the update (\(newSections)) must be equal to the number of sections contained in the \(v.view) before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(u.insertedSections.count) inserted, \(u.deletedSections.count) deleted)."
            return
        }
        // Sections.
        sectionMap = [Int?](repeating: nil, count: oldSections)
        sectionSource = [Int?](repeating: nil, count: newSections)
        for move in u.movedSections {
            sectionMap[move.from] = move.to
            sectionSource[move.to] = move.from
        }
        let movedFrom = Set(u.movedSections.map(\.from)), movedTo = Set(u.movedSections.map(\.to))
        var survivors = (0..<oldSections).filter { !u.deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for t in 0..<newSections where !u.insertedSections.contains(t) && !movedTo.contains(t) {
            guard let s = survivors.next() else { break }
            sectionMap[s] = t
            sectionSource[t] = s
        }
        oldToNew = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        newToOld = newCounts.map { [IndexPath?](repeating: nil, count: $0) }

        // Item indexes must exist on their side of the update.
        for ip in u.deletedItems.sorted() + u.reloadedItems.sorted() + u.movedItems.map(\.from)
        where !(ip.count == 2 && oldCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < oldCounts[ip[0]]) {
            let s = ip.count == 2 ? ip[0] : -1
            failure = "attempt to delete \(item) \(ip.count == 2 ? ip[1] : -1) from section \(s) which only contains \(oldCounts.indices.contains(s) ? oldCounts[s] : 0) \(item)s before the update"
            return
        }
        for ip in u.insertedItems.sorted() + u.movedItems.map(\.to)
        where !(ip.count == 2 && newCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < newCounts[ip[0]]) {
            let s = ip.count == 2 ? ip[0] : -1
            failure = "attempt to insert \(item) \(ip.count == 2 ? ip[1] : -1) into section \(s), but there are only \(newCounts.indices.contains(s) ? newCounts[s] : 0) \(item)s in section \(s) after the update"
            return
        }

        for s in 0..<oldSections {
            guard let t = sectionMap[s], !u.reloadedSections.contains(s) else { continue }
            let deleted = Set(u.deletedItems.filter { $0[0] == s }.map { $0[1] })
            let movedOut = Set(u.movedItems.filter { $0.from[0] == s }.map(\.from[1]))
            let inserted = Set(u.insertedItems.filter { $0[0] == t }.map { $0[1] })
            let movedIn = Set(u.movedItems.filter { $0.to[0] == t }.map(\.to[1]))
            let expected = oldCounts[s] - deleted.count + inserted.count + movedIn.count - movedOut.count
            guard newCounts[t] == expected else {
                failure = "Invalid update: invalid number of \(item)s in section \(s). The number of \(item)s contained in an existing section after the update (\(newCounts[t])) must be equal to the number of \(item)s contained in that section before the update (\(oldCounts[s])), plus or minus the number of \(item)s inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(item)s moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."
                return
            }
            var slots = (0..<newCounts[t]).lazy.filter { !inserted.contains($0) && !movedIn.contains($0) }.makeIterator()
            for r in 0..<oldCounts[s] where !deleted.contains(r) && !movedOut.contains(r) {
                guard let slot = slots.next() else { break }
                oldToNew[s][r] = IndexPath(indexes: [t, slot])
                newToOld[t][slot] = IndexPath(indexes: [s, r])
            }
        }
        for move in u.movedItems {
            guard sectionMap[move.from[0]] != nil, sectionSource[move.to[0]] != nil else { continue }
            oldToNew[move.from[0]][move.from[1]] = move.to
            newToOld[move.to[0]][move.to[1]] = move.from
        }
        for ip in u.reloadedItems {
            if let new = oldToNew[ip[0]][ip[1]] {
                newToOld[new[0]][new[1]] = nil
                reloadedItems[new] = ip
            }
            oldToNew[ip[0]][ip[1]] = nil
        }
    }

    /// The new index path an old item became (nil: deleted or reloaded).
    func newItem(forOld ip: IndexPath) -> IndexPath? {
        guard ip.count == 2, oldToNew.indices.contains(ip[0]), oldToNew[ip[0]].indices.contains(ip[1]) else { return nil }
        return oldToNew[ip[0]][ip[1]]
    }

    /// The old index path a new item was (nil: inserted or reloaded).
    func oldItem(forNew ip: IndexPath) -> IndexPath? {
        guard ip.count == 2, newToOld.indices.contains(ip[0]), newToOld[ip[0]].indices.contains(ip[1]) else { return nil }
        return newToOld[ip[0]][ip[1]]
    }

    /// The new index of an old section (nil: deleted).
    func newSection(forOld s: Int) -> Int? { sectionMap.indices.contains(s) ? sectionMap[s] : nil }

    /// The old index of a new section (nil: inserted).
    func oldSection(forNew t: Int) -> Int? { sectionSource.indices.contains(t) ? sectionSource[t] : nil }
}
