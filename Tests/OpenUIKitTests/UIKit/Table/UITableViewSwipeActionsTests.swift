import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Swipe actions (UIKit docs: `UITableViewDelegate`
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` /
/// `trailingSwipeActionsConfigurationForRowAt:` — "Return nil if you want the
/// table to display the default set of actions"; `UISwipeActionsConfiguration`
/// `performsFirstActionWithFullSwipe` (default true); `UIContextualAction`
/// and its handler's completion; the deprecated `editActionsForRowAt`;
/// `tableView(_:commit:forRowAt:)` "To enable the swipe-to-delete feature …
/// you must implement this method"; `willBeginEditingRowAt`: the table view
/// sets `isEditing` to true while a swipe edits a row).
@MainActor
@Suite("Table view swipe actions", .transitionHarness)
struct UITableViewSwipeActionsTests {
    /// A plain data source and delegate: no commit unless `Committing`.
    class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["One", "Two", "Three"]
        var log: [String] = []
        var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trailing?(indexPath)
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            leading?(indexPath)
        }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            rowActions?(indexPath)
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBegin \(indexPath.row) editing=\(tableView.isEditing)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEnd \(indexPath?.row ?? -1) editing=\(tableView.isEditing)")
        }
    }

    /// A data source that implements commit (its own conformance: a
    /// subclass's method would not replace `Source`'s protocol default).
    final class Committing: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["One", "Two", "Three"]
        var log: [String] = []
        var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            log.append("commit delete \(indexPath.row)")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            rowActions?(indexPath)
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBegin \(indexPath.row) editing=\(tableView.isEditing)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEnd \(indexPath?.row ?? -1) editing=\(tableView.isEditing)")
        }
    }

    private func host(_ source: some UITableViewDataSource & UITableViewDelegate) -> (TransitionHarness, UITableView) {
        let controller = UIViewController()
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        controller.view = table
        let harness = TransitionHarness(root: controller)
        harness.advance(by: 0.05)
        return (harness, table)
    }

    private func cell(_ table: UITableView, _ row: Int) throws -> UITableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    /// Swipes row `row` by `dx` points (negative: to the left) and releases.
    private func swipe(_ harness: TransitionHarness, _ cell: UITableViewCell, by dx: CGFloat, release: Bool = true) {
        let start = cell.convert(CGPoint(x: dx < 0 ? cell.bounds.maxX - 30 : 30, y: cell.bounds.midY), to: nil)
        harness.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.3, release: release)
    }

    private func tapButton(_ harness: TransitionHarness, _ cell: UITableViewCell, _ index: Int) throws {
        let button = try #require(cell.editingState.actionsView?.buttons[index])
        harness.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    }

    private func actionsSource(_ log: @escaping (String) -> Void, full: Bool = true) -> (IndexPath) -> UISwipeActionsConfiguration? {
        { ip in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in log("flag \(ip.row)"); done(true) }
            flag.backgroundColor = .systemOrange
            let more = UIContextualAction(style: .normal, title: "More") { _, _, done in log("more \(ip.row)"); done(true) }
            let config = UISwipeActionsConfiguration(actions: [flag, more])
            config.performsFirstActionWithFullSwipe = full
            return config
        }
    }

    @Test("Action defaults: destructive actions are red, normal ones gray; full swipe is on by default")
    func defaults() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        #expect(destructive.backgroundColor == .systemRed)
        #expect(normal.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
        let rowAction = UITableViewRowAction(style: .normal, title: "Share") { _, _ in }
        #expect(rowAction.backgroundColor == .systemGray)
        #expect(UITableViewRowAction(style: .default, title: "Delete") { _, _ in }.backgroundColor == .systemRed)
    }

    @Test("A swipe to the left reveals the trailing actions; the table edits the row meanwhile; a tap runs the handler and closes it")
    func trailingSwipe() throws {
        let source = Source()
        source.trailing = actionsSource { [unowned source] in source.log.append($0) }
        let (harness, table) = host(source)
        let c = try cell(table, 1)
        swipe(harness, c, by: -140)
        harness.advance(by: 0.4)
        let actions = try #require(c.editingState.actionsView)
        #expect(actions.actions.map(\.title) == ["Flag", "More"])
        #expect(c.bounds.minX == actions.totalWidth, "released past half, the row opens on its actions")
        #expect(table.isEditing)
        #expect(source.log == ["willBegin 1 editing=false"])
        let flag = actions.buttons[0], more = actions.buttons[1]
        #expect(flag.convert(flag.bounds, to: nil).maxX == c.convert(c.bounds, to: nil).maxX, "the first action is the outermost")
        #expect(more.frame.maxX == flag.frame.minX)
        try harness.writeFrame("segue-table-swiped-open")
        try tapButton(harness, c, 0)
        harness.advance(by: 0.4)
        #expect(source.log == ["willBegin 1 editing=false", "flag 1", "didEnd 1 editing=false"])
        #expect(c.bounds.minX == 0)
        #expect(c.editingState.actionsView == nil)
    }

    @Test("A swipe to the right reveals the leading actions; a short swipe closes again")
    func leadingSwipe() throws {
        let source = Source()
        source.leading = actionsSource { [unowned source] in source.log.append($0) }
        let (harness, table) = host(source)
        let c = try cell(table, 0)
        swipe(harness, c, by: 30)
        harness.advance(by: 0.4)
        #expect(c.bounds.minX == 0, "released before half the actions' width, the row closes")
        #expect(source.log == ["willBegin 0 editing=false", "didEnd 0 editing=false"])
        swipe(harness, c, by: 150)
        harness.advance(by: 0.4)
        let actions = try #require(c.editingState.actionsView)
        #expect(c.bounds.minX == -actions.totalWidth)
        #expect(actions.buttons[0].frame.minX == 0, "leading: the first action is leftmost")
    }

    @Test("A full swipe performs the first action when the configuration allows it, and not otherwise")
    func fullSwipe() throws {
        let source = Source()
        source.trailing = actionsSource { [unowned source] in source.log.append($0) }
        let (harness, table) = host(source)
        swipe(harness, try cell(table, 2), by: -320)
        harness.advance(by: 0.5)
        #expect(source.log.contains("flag 2"))
        source.log = []
        source.trailing = actionsSource({ [unowned source] in source.log.append($0) }, full: false)
        let c = try cell(table, 2)
        swipe(harness, c, by: -320)
        harness.advance(by: 0.5)
        #expect(!source.log.contains("flag 2"))
        #expect(c.bounds.minX == c.editingState.actionsView?.totalWidth, "without full swipe the row just opens")
    }

    @Test("An empty configuration prevents swiping; without commit there is no default Delete")
    func noActions() throws {
        let source = Source()
        source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        let (harness, table) = host(source)
        let c = try cell(table, 0)
        swipe(harness, c, by: -150)
        harness.advance(by: 0.4)
        #expect(c.editingState.actionsView == nil)
        source.trailing = nil
        swipe(harness, c, by: -150)
        harness.advance(by: 0.4)
        #expect(c.editingState.actionsView == nil, "the data source does not implement commit")
        #expect(source.log.isEmpty)
    }

    @Test("With commit implemented and no configuration, a swipe reveals Delete, which commits the deletion")
    func defaultDelete() throws {
        let source = Committing()
        let (harness, table) = host(source)
        let c = try cell(table, 0)
        swipe(harness, c, by: -150)
        harness.advance(by: 0.4)
        let actions = try #require(c.editingState.actionsView)
        #expect(actions.actions.map(\.title) == ["Delete"])
        try tapButton(harness, c, 0)
        harness.advance(by: 0.5)
        #expect(source.log == ["willBegin 0 editing=false", "commit delete 0", "didEnd 0 editing=false"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.isEditing == false)
    }

    @Test("Without a trailing configuration the deprecated row actions are used")
    func rowActions() throws {
        let source = Committing()
        var handled: [Int] = []
        source.rowActions = { _ in
            [UITableViewRowAction(style: .normal, title: "Share") { _, ip in handled.append(ip.row) }]
        }
        let (harness, table) = host(source)
        let c = try cell(table, 1)
        swipe(harness, c, by: -150)
        harness.advance(by: 0.4)
        #expect(c.editingState.actionsView?.actions.map(\.title) == ["Share"])
        try tapButton(harness, c, 0)
        #expect(handled == [1])
    }

    @Test("A destructive action that deletes its row and completes with true: the row leaves, the table stops editing")
    func destructiveDeletes() throws {
        let source = Source()
        weak var tableRef: UITableView?
        source.trailing = { [unowned source] ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                source.rows.remove(at: ip.row)
                source.log.append("delete \(ip.row)")
                tableRef?.deleteRows(at: [ip], with: .automatic)
                done(true)
            }])
        }
        let (harness, table) = host(source)
        tableRef = table
        let c = try cell(table, 0)
        swipe(harness, c, by: -150)
        harness.advance(by: 0.4)
        try tapButton(harness, c, 0)
        #expect(c.bounds.minX == c.bounds.width, "the destructive button covers the row as it leaves")
        harness.advance(by: 0.6)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(try cell(table, 0).textLabel?.text == "Two")
        #expect(table.isEditing == false)
        #expect(source.log == ["willBegin 0 editing=false", "delete 0", "didEnd 0 editing=false"])
    }
}
