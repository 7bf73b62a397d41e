import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Context menus of table and collection views (UIKit docs:
/// "UITableViewDelegate" and "UICollectionViewDelegate", "Managing context
/// menus"): a long press on a row or item asks the delegate for a
/// configuration for that index path, lifts the cell, and reports display
/// and end to the delegate.
@MainActor
@Suite("Table and collection context menus", .transitionHarness)
struct UITableViewContextMenuTests {
    final class List: UITableViewController {
        var log: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(indexPath.row)")
            guard indexPath.row != 4 else { return nil }
            return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
                UIMenu(children: [UIAction(title: "Delete row \(indexPath.row)", attributes: .destructive) { [unowned self] _ in
                    log.append("delete \(indexPath.row)")
                }])
            })
        }
        override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("willDisplay") }
        override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("willEnd") }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    }

    @Test("A long press on a row asks for that row's configuration, lifts its cell, and the chosen action runs")
    func tableRow() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        harness.longPress(at: center, duration: 0.6)
        harness.advance(by: 0.6)
        #expect(list.log == ["configuration 2", "willDisplay"])
        #expect(list.tableView.contextMenuInteraction?.view === list.tableView)
        #expect(list.tableView.contextMenuInteraction?.menuAppearance == .rich)
        #expect(harness.menuRowTitles == ["Delete row 2"])
        let platter = try #require(harness.visibleMenu?.platter)
        #expect(platter.convert(platter.bounds, to: nil) == cell.convert(cell.bounds, to: nil), "the row's cell is lifted in place")
        try harness.writeFrame("segue-table-context-menu")
        harness.tapMenuRow("Delete row 2")
        #expect(list.log == ["configuration 2", "willDisplay", "willEnd", "delete 2"])
    }

    @Test("A row whose configuration is nil shows no menu, and a long hold still selects it when lifted")
    func nilRow() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
        harness.longPress(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil), duration: 0.7)
        harness.advance(by: 0.1)
        #expect(harness.visibleMenu == nil)
        #expect(list.log == ["configuration 4", "select 4"])
    }

    final class Grid: UICollectionViewController {
        var asked: [[IndexPath]] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.backgroundColor = .systemIndigo
            return cell
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPaths)
            guard !indexPaths.isEmpty else { return nil }
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
        }
    }

    @Test("A long press on a collection view item asks contextMenuConfigurationForItemsAt with that item; in empty space with none")
    func collectionItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        let harness = TransitionHarness(root: grid)
        harness.advance(by: 0.05)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        harness.longPress(at: cell.convert(CGPoint(x: 50, y: 50), to: nil), duration: 0.6)
        harness.advance(by: 0.6)
        #expect(grid.asked == [[IndexPath(item: 1, section: 0)]])
        #expect(grid.collectionView.contextMenuInteraction?.view === grid.collectionView)
        #expect(harness.menuRowTitles == ["Share"])
        harness.tap(at: CGPoint(x: 10, y: 800))
        harness.advance(by: 0.4)
        harness.longPress(at: CGPoint(x: 200, y: 700), duration: 0.6)
        #expect(grid.asked.last == [])
        #expect(harness.visibleMenu == nil)
    }
}
