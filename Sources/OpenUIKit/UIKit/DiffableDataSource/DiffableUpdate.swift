import Foundation

/// The difference between two snapshots as a batch update (engine type):
/// deletions and reloads by their index paths before, insertions after,
/// moves one of each — what `performBatchUpdates` takes.
///
/// Sections that stay keep their relative order or the update cannot be
/// expressed (`needsReload`: section moves). Items of a surviving section
/// that stay in it keep the longest order common to both snapshots (Swift's
/// `CollectionDifference`); the others of them move. An item that changes
/// section moves too, unless its old section is deleted or its new one
/// inserted, where it is deleted and inserted. Reloaded items and sections
/// are reloaded (a reloaded item that also moves is deleted and inserted).
struct DiffableUpdate: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    /// Reconfigured items, by their index paths after the update.
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [Move] = []
    /// Sections changed their relative order: only a reload shows it.
    var needsReload = false

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty && reconfiguredItems.isEmpty && !needsReload
    }

    init() {}

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (i, s) in oldSections.enumerated() where newSectionIndex[s] == nil { deletedSections.insert(i) }
        for (i, s) in newSections.enumerated() where oldSectionIndex[s] == nil { insertedSections.insert(i) }
        let survivingOld = oldSections.filter { newSectionIndex[$0] != nil }
        let survivingNew = newSections.filter { oldSectionIndex[$0] != nil }
        guard survivingOld == survivingNew else { needsReload = true; return }
        for s in new.reloadedSectionIdentifiers {
            if let i = oldSectionIndex[s], newSectionIndex[s] != nil { reloadedSections.insert(i) }
        }

        let oldItems = old.itemsBySection, newItems = new.itemsBySection
        var oldPath: [I: IndexPath] = [:]
        for (s, list) in oldItems.enumerated() { for (i, id) in list.enumerated() { oldPath[id] = IndexPath(item: i, section: s) } }
        var newPath: [I: IndexPath] = [:]
        for (s, list) in newItems.enumerated() { for (i, id) in list.enumerated() { newPath[id] = IndexPath(item: i, section: s) } }
        let reloaded = Set(new.reloadedItemIdentifiers)
        // Items of sections reloaded, deleted or inserted go with their section.
        func sectionIsReplaced(old s: Int) -> Bool { deletedSections.contains(s) || reloadedSections.contains(s) }
        func sectionIsNew(new t: Int) -> Bool {
            insertedSections.contains(t) || oldSectionIndex[newSections[t]].map { reloadedSections.contains($0) } == true
        }

        // Which staying items keep their place: per surviving section, the common order.
        var moved = Set<I>()
        for (t, list) in newItems.enumerated() where !sectionIsNew(new: t) {
            guard let s = oldSectionIndex[newSections[t]] else { continue }
            let staying = list.filter { oldPath[$0]?.section == s }
            let before = oldItems[s].filter { newPath[$0]?.section == t }
            for change in staying.difference(from: before) {
                if case .insert(_, let id, _) = change { moved.insert(id) }
            }
        }
        for (s, list) in oldItems.enumerated() where !sectionIsReplaced(old: s) {
            for (i, id) in list.enumerated() {
                let from = IndexPath(item: i, section: s)
                guard let to = newPath[id], !sectionIsNew(new: to.section) else { deletedItems.append(from); continue }
                let changesSection = newSections[to.section] != oldSections[s]
                if reloaded.contains(id) {
                    if changesSection || moved.contains(id) {
                        deletedItems.append(from)
                        insertedItems.append(to)
                    } else {
                        reloadedItems.append(from)
                    }
                } else if changesSection || moved.contains(id) {
                    movedItems.append(Move(from: from, to: to))
                }
            }
        }
        for (t, list) in newItems.enumerated() where !sectionIsNew(new: t) {
            for (i, id) in list.enumerated() {
                guard let from = oldPath[id] else { insertedItems.append(IndexPath(item: i, section: t)); continue }
                if sectionIsReplaced(old: from.section) { insertedItems.append(IndexPath(item: i, section: t)) }
            }
        }
        for id in new.reconfiguredItemIdentifiers {
            if let to = newPath[id], oldPath[id] != nil { reconfiguredItems.append(to) }
        }
        insertedItems.sort()
        deletedItems.sort()
    }
}
