import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Editing mode (UIKit docs: `UIViewController.setEditing(_:animated:)`,
/// `editButtonItem`; `UITableView.setEditing(_:animated:)`;
/// `UITableViewDataSource.tableView(_:canEditRowAt:)` "If this method is not
/// implemented, all rows are assumed to be editable";
/// `tableView(_:commit:forRowAt:)`, called when users tap the insertion
/// control or the Delete button; `UITableViewDelegate.tableView(_:editingStyleForRowAt:)`
/// "If the delegate does not implement this method and the cell is editable,
/// the cell has the delete style").
@MainActor
@Suite("Table view editing mode", .transitionHarness)
struct UITableViewEditingTests {
    final class List: UITableViewController {
        var rows = ["Alpha", "Beta", "Gamma", "Delta"]
        var log: [String] = []
        var styles: [Int: UITableViewCell.EditingStyle] = [:]
        var uneditable: Set<Int> = []
        var deleteTitle: String?
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            cell.showsReorderControl = true
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            !uneditable.contains(indexPath.row)
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            styles[indexPath.row] ?? super.tableView(tableView, editingStyleForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
            deleteTitle
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            switch editingStyle {
            case .delete:
                log.append("commit delete \(indexPath.row)")
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            case .insert:
                log.append("commit insert \(indexPath.row)")
            case .none:
                break
            }
        }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        var pinnedLast = false
        override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            log.append("target \(sourceIndexPath.row)->\(proposedDestinationIndexPath.row)")
            if pinnedLast, proposedDestinationIndexPath.row == rows.count - 1 {
                return IndexPath(row: rows.count - 2, section: 0)
            }
            return proposedDestinationIndexPath
        }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBegin \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEnd \(indexPath?.row ?? -1)") }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    }

    private func cell(_ list: List, _ row: Int) throws -> UITableViewCell {
        try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    private func windowPoint(_ cell: UITableViewCell, _ x: CGFloat) -> CGPoint {
        cell.convert(CGPoint(x: cell.bounds.minX + x, y: cell.bounds.midY), to: nil)
    }

    @Test("editButtonItem is one item that reads Edit, and Done (done style) while editing; a tap toggles editing")
    func editButtonItem() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        #expect(controller.isEditing == false)
        item.sendAction()
        #expect(controller.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit")
    }

    @Test("A table view controller passes setEditing to its table view, whose cells enter editing mode")
    func controllerForwards() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        #expect(list.tableView.isEditing == false)
        list.editButtonItem.sendAction()
        harness.advance(by: 0.4)
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        #expect(try cell(list, 0).isEditing)
        list.setEditing(false, animated: false)
        #expect(list.tableView.isEditing == false)
        #expect(try cell(list, 0).isEditing == false)
    }

    @Test("Editing styles: .delete by default, .none where canEditRowAt is false, the delegate's where it answers")
    func editingStyles() throws {
        let list = List(style: .plain)
        list.uneditable = [1]
        list.styles = [2: .insert]
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        #expect(try cell(list, 0).editingStyle == .none, "no editing control outside editing mode")
        list.tableView.setEditing(true, animated: false)
        harness.advance(by: 0.05)
        #expect(try cell(list, 0).editingStyle == .delete)
        #expect(try cell(list, 1).editingStyle == .none)
        #expect(try cell(list, 2).editingStyle == .insert)
    }

    @Test("In editing mode the content indents by 38 pt, the control sits at 16 pt, the grip replaces the accessory")
    func layout() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        let c = try cell(list, 0)
        #expect(c.contentView.frame.minX == 0)
        list.tableView.setEditing(true, animated: true)
        harness.advance(by: 0.4)
        #expect(c.contentView.frame.minX == UITableViewCell.editingIndent)
        #expect(c.contentView.frame.maxX == c.bounds.width - UITableViewCell.reorderControlWidth)
        let control = try #require(c.editingState.control)
        #expect(control.frame.minX == 16 && control.alpha == 1)
        #expect(control.backgroundColor == .systemRed)
        let grip = try #require(c.editingState.reorderControl)
        #expect(grip.frame.maxX == c.bounds.width && grip.alpha == 1)
        #expect(c.builtinAccessory?.alpha == 0)
        try harness.writeFrame("segue-table-editing")
        list.tableView.setEditing(false, animated: true)
        harness.advance(by: 0.4)
        #expect(c.contentView.frame.minX == 0)
        #expect(control.alpha == 0)
    }

    @Test("Tapping the delete control reveals the confirmation; tapping it commits the deletion")
    func deleteConfirmation() throws {
        let list = List(style: .plain)
        list.deleteTitle = "Remove"
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        list.tableView.setEditing(true, animated: false)
        harness.advance(by: 0.05)
        let c = try cell(list, 1)
        harness.tap(at: windowPoint(c, 27))
        harness.advance(by: 0.4)
        let actions = try #require(c.editingState.actionsView)
        #expect(actions.actions.map(\.title) == ["Remove"])
        #expect(c.bounds.minX == actions.totalWidth, "the row slides left by the button's width")
        #expect(list.log.isEmpty, "nothing is committed until the button is tapped")
        try harness.writeFrame("segue-table-delete-confirmation")
        let button = actions.buttons[0]
        harness.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        harness.advance(by: 0.5)
        #expect(list.log == ["commit delete 1"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(try cell(list, 1).textLabel?.text == "Gamma")
    }

    @Test("Tapping an insert control commits an insertion at once")
    func insertControl() throws {
        let list = List(style: .plain)
        list.styles = [3: .insert]
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        list.tableView.setEditing(true, animated: false)
        harness.advance(by: 0.05)
        let c = try cell(list, 3)
        #expect(c.editingState.control?.backgroundColor == .systemGreen)
        harness.tap(at: windowPoint(c, 27))
        #expect(list.log == ["commit insert 3"])
    }

    @Test("Rows are not selected in editing mode unless allowsSelectionDuringEditing")
    func selectionDuringEditing() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        list.tableView.setEditing(true, animated: false)
        harness.advance(by: 0.05)
        harness.tap(at: windowPoint(try cell(list, 0), 150))
        #expect(list.log.isEmpty)
        list.tableView.allowsSelectionDuringEditing = true
        harness.tap(at: windowPoint(try cell(list, 0), 150))
        #expect(list.log == ["select 0"])
    }

    @Test("Dragging a reorder control moves the row where the delegate's target allows, then tells the data source")
    func reorder() throws {
        let list = List(style: .plain)
        let harness = TransitionHarness(root: list)
        harness.advance(by: 0.05)
        list.tableView.setEditing(true, animated: false)
        harness.advance(by: 0.05)
        let first = try cell(list, 0), third = try cell(list, 2)
        let grip = windowPoint(first, first.bounds.width - 19)
        let dy = third.frame.midY - first.frame.midY
        harness.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + dy), duration: 0.5)
        harness.advance(by: 0.4)
        #expect(list.log == ["target 0->2", "move 0->2"])
        #expect(list.rows == ["Beta", "Gamma", "Alpha", "Delta"])
        #expect(try cell(list, 2).textLabel?.text == "Alpha")
        #expect(list.tableView.contentOffset.y == -list.tableView.adjustedContentInset.top, "the drag did not scroll")
        list.log = []
        list.pinnedLast = true
        let moving = try cell(list, 0), last = try cell(list, 3)
        let grip2 = windowPoint(moving, moving.bounds.width - 19)
        harness.drag(from: grip2, to: CGPoint(x: grip2.x, y: grip2.y + last.frame.midY - moving.frame.midY), duration: 0.5)
        harness.advance(by: 0.4)
        #expect(list.log == ["target 0->3", "move 0->2"])
        #expect(list.rows == ["Gamma", "Alpha", "Beta", "Delta"])
    }
}
