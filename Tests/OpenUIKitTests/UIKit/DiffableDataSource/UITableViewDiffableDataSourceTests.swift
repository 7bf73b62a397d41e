import Foundation
import Testing
@testable import OpenUIKit

/// A diffable data source driving a table view through its batch updates.
@MainActor
@Suite("UITableViewDiffableDataSource")
struct UITableViewDiffableDataSourceTests {
    func make() -> (UIWindow, UITableView, UITableViewDiffableDataSource<String, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (window, table, dataSource)
    }

    func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        s.appendSections(["main"])
        s.appendItems(items)
        return s
    }

    @Test("apply shows the snapshot's rows through the cell provider")
    func applyShowsRows() {
        let (window, table, dataSource) = make()
        defer { withExtendedLifetime(window) {} }
        dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "C")
        #expect(dataSource.indexPath(for: "B") == IndexPath(row: 1, section: 0))
    }

    @Test("[A, B, C] → [A, C, D] animates as a batch: A and C keep their cells, C slides up, D arrives")
    func animatedDiff() {
        let (window, table, dataSource) = make()
        defer { withExtendedLifetime(window) {} }
        dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
        table.layoutIfNeeded()
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        dataSource.apply(snapshot(["A", "C", "D"]))
        #expect(raised.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellC)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "D")
        // C's cell animates from row 2 to row 1: its model frame is already there.
        #expect(cellC?.frame.minY == 44)
        #expect(cellC?.layer.animationKeys()?.isEmpty == false)
    }

    @Test("Reconfigured rows are made again by the cell provider")
    func reconfigure() {
        final class Generation { var value = 1 }
        let generation = Generation()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)\(generation.value)"
            return cell
        }
        dataSource.apply(snapshot(["A", "B"]), animatingDifferences: false)
        table.layoutIfNeeded()
        generation.value = 2
        var s = dataSource.snapshot()
        s.reconfigureItems(["B"])
        dataSource.apply(s, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "A1")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B2")
    }
}
