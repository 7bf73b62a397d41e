import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("UITableView batch updates")
struct UITableViewUpdateTests {
    func makeTable(counts: [Int]) -> (UIWindow, UITableView, ListSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        let source = ListSource(counts: counts)
        source.fixedHeight = 50
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source)
    }

    @Test("Inserting a row moves the rows below it, keeping their cells; the new row fades in")
    func insertRow() {
        let clock = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [3])
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.counts = [4]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
        #expect(second?.frame == CGRect(x: 0, y: 100, width: 390, height: 50))
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(inserted != nil && inserted !== second)
        // Mid-animation the moved cell is between its old and new places and the new one is partly transparent.
        clock.advance(by: 0.15)
        let y = second?.layer.presentation()?.frame.minY ?? 0
        #expect(y > 50 && y < 100)
        let alpha = inserted?.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0 && alpha < 1)
        clock.advance(by: 0.3)
        #expect(table.contentSize.height == 200)
    }

    @Test("Deleting a row slides its cell out, then recycles it; selection follows the rows")
    func deleteRow() {
        let clock = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [4])
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.counts = [3]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        #expect(first.superview === table)
        #expect(first.frame.minX == -390)
        #expect(table.visibleCells.count == 3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        clock.advance(by: 0.4)
        #expect(first.superview == nil)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 3)
    }

    @Test("Counts that do not add up report UIKit's inconsistency exception and reload")
    func inconsistentUpdate() {
        _ = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [3])
        var reasons: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0.reason) }
        defer { UIKitException.handler = saved }
        source.counts = [5]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(reasons == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.count == 5)
        source.counts = [5, 2, 3]
        table.insertSections(IndexSet([1]), with: .fade)
        #expect(reasons.last == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        #expect(table.numberOfSections == 3)
    }

    @Test("A batch applies deletions before insertions and moves rows with their cells; completion runs after the animation")
    func batch() {
        let clock = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [5])
        let cells = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        var finished: [Bool] = []
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            source.counts = [5]
        }, completion: { finished.append($0) })
        // Old 2, 3, 4 fill the free slots 1, 2, 4; old 0 goes to 3.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[2])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cells[3])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cells[0])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cells[4])
        #expect(finished.isEmpty)
        clock.advance(by: 0.4)
        #expect(finished == [true])
        #expect(cells[1]?.superview == nil)
    }

    @Test("An empty batch re-reads row heights and animates the change")
    func heightChange() {
        let clock = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [3])
        source.fixedHeight = 80
        table.beginUpdates()
        table.endUpdates()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 160, width: 390, height: 80))
        #expect(table.contentSize.height == 240)
        clock.advance(by: 0.4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 160)
    }
}
