import Foundation
import Testing
@testable import OpenUIKit

/// Snapshot arithmetic as Apple documents it: sections hold items in order,
/// identifiers are unique, positions are relative to existing identifiers.
@MainActor
@Suite("NSDiffableDataSourceSnapshot")
struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func raised(_ body: () -> Void) -> [UIKitException] {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        body()
        return raised
    }

    @Test("Appending sections and items; counts and look-ups")
    func appendAndRead() {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 5)
        #expect(s.numberOfItems(inSection: "b") == 2)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.sectionIdentifier(containingItem: 4) == "b")
        #expect(s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.indexOfItem(5) == 4)
        #expect(s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("b") == 1)
    }

    @Test("Inserting, moving and deleting items")
    func insertMoveDelete() {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2], toSection: "a")
        s.appendItems([3], toSection: "b")
        s.insertItems([10, 11], beforeItem: 2)
        s.insertItems([12], afterItem: 3)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 10, 11, 2])
        #expect(s.itemIdentifiers(inSection: "b") == [3, 12])
        s.moveItem(1, afterItem: 12)
        #expect(s.itemIdentifiers(inSection: "a") == [10, 11, 2])
        #expect(s.itemIdentifiers(inSection: "b") == [3, 12, 1])
        #expect(s.sectionIdentifier(containingItem: 1) == "b")
        s.moveItem(2, beforeItem: 10)
        #expect(s.itemIdentifiers(inSection: "a") == [2, 10, 11])
        s.deleteItems([10, 3, 99])
        #expect(s.itemIdentifiers == [2, 11, 12, 1])
        #expect(s.numberOfItems == 4)
    }

    @Test("Sections: insert, move, delete (with their items)")
    func sections() {
        var s = Snapshot()
        s.appendSections(["a", "c"])
        s.insertSections(["b"], beforeSection: "c")
        s.insertSections(["d"], afterSection: "c")
        #expect(s.sectionIdentifiers == ["a", "b", "c", "d"])
        s.appendItems([1], toSection: "a")
        s.appendItems([2], toSection: "c")
        s.moveSection("a", afterSection: "c")
        #expect(s.sectionIdentifiers == ["b", "c", "a", "d"])
        #expect(s.itemIdentifiers == [2, 1])
        s.moveSection("d", beforeSection: "b")
        #expect(s.sectionIdentifiers == ["d", "b", "c", "a"])
        s.deleteSections(["c"])
        #expect(s.sectionIdentifiers == ["d", "b", "a"])
        #expect(s.itemIdentifiers == [1])
        #expect(s.sectionIdentifier(containingItem: 2) == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test("Reload and reconfigure marks; deleted items leave the marks")
    func marks() {
        var s = Snapshot()
        s.appendSections(["a"])
        s.appendItems([1, 2, 3])
        s.reloadItems([1, 2])
        s.reconfigureItems([3])
        s.reloadSections(["a"])
        #expect(s.reloadedItemIdentifiers == [1, 2])
        #expect(s.reconfiguredItemIdentifiers == [3])
        #expect(s.reloadedSectionIdentifiers == ["a"])
        s.deleteItems([2])
        #expect(s.reloadedItemIdentifiers == [1])
    }

    @Test("Duplicate identifiers are reported as UIKit's exception; the new ones are kept")
    func duplicates() {
        var s = Snapshot()
        s.appendSections(["a"])
        s.appendItems([1, 2])
        let reports = raised { s.appendItems([2, 3, 3]) }
        #expect(reports.count == 1)
        #expect(reports.first?.name == UIKitException.internalInconsistency)
        #expect(reports.first?.reason.hasPrefix("Fatal: supplied item identifiers are not unique.") == true)
        #expect(s.itemIdentifiers == [1, 2, 3])
        let sectionReports = raised { s.appendSections(["a", "b"]) }
        #expect(sectionReports.first?.reason.hasPrefix("Fatal: supplied section identifiers are not unique.") == true)
        #expect(s.sectionIdentifiers == ["a", "b"])
    }

    @Test("Items without a section, or positions the snapshot lacks, are reported and change nothing")
    func invalidPositions() {
        var s = Snapshot()
        let noSection = raised { s.appendItems([1]) }
        #expect(noSection.first?.reason == "There are currently no sections in the data source. Please add a section first.")
        #expect(s.numberOfItems == 0)
        s.appendSections(["a"])
        s.appendItems([1])
        #expect(raised { s.insertItems([2], beforeItem: 7) }.count == 1)
        #expect(raised { s.moveItem(1, afterItem: 7) }.count == 1)
        #expect(raised { s.reloadItems([7]) }.count == 1)
        #expect(s.itemIdentifiers == [1])
        #expect(s.reloadedItemIdentifiers.isEmpty)
    }

    @Test("A snapshot is a value: a copy changes independently")
    func valueSemantics() {
        var a = Snapshot()
        a.appendSections(["a"])
        a.appendItems([1])
        var b = a
        b.appendItems([2])
        #expect(a.itemIdentifiers == [1])
        #expect(b.itemIdentifiers == [1, 2])
    }
}
