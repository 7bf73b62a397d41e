import Foundation
import Testing
@testable import OpenUIKit

/// The batch update between two snapshots.
@MainActor
@Suite("Diffable update")
struct DiffableUpdateTests {
    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    @Test("[A, B, C] → [A, C, D] is one deletion and one insertion")
    func deleteAndInsert() {
        let u = DiffableUpdate(from: snapshot([("s", ["A", "B", "C"])]), to: snapshot([("s", ["A", "C", "D"])]))
        #expect(u.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(u.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(u.movedItems.isEmpty && u.reloadedItems.isEmpty)
    }

    @Test("[A, B, C] → [C, A, B] is one move")
    func move() {
        let u = DiffableUpdate(from: snapshot([("s", ["A", "B", "C"])]), to: snapshot([("s", ["C", "A", "B"])]))
        #expect(u.movedItems == [DiffableUpdate.Move(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(u.deletedItems.isEmpty && u.insertedItems.isEmpty)
    }

    @Test("An item changing section moves; a new section is inserted with its items")
    func sections() {
        let u = DiffableUpdate(from: snapshot([("x", ["A", "B"]), ("y", ["C"])]),
                               to: snapshot([("x", ["A"]), ("n", ["D"]), ("y", ["B", "C"])]))
        #expect(u.insertedSections == IndexSet(integer: 1))
        #expect(u.movedItems == [DiffableUpdate.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2))])
        #expect(u.insertedItems.isEmpty && u.deletedItems.isEmpty)
    }

    @Test("Reloaded items are reloaded at their old index paths; identical snapshots need nothing")
    func reloadsAndNothing() {
        var new = snapshot([("s", ["A", "B"])])
        new.reloadItems(["B"])
        let u = DiffableUpdate(from: snapshot([("s", ["A", "B"])]), to: new)
        #expect(u.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(DiffableUpdate(from: snapshot([("s", ["A"])]), to: snapshot([("s", ["A"])])).isEmpty)
    }

    @Test("Sections that change their order need a reload")
    func sectionOrder() {
        let u = DiffableUpdate(from: snapshot([("x", []), ("y", [])]), to: snapshot([("y", []), ("x", [])]))
        #expect(u.needsReload)
    }
}
