import Foundation

/// Whether a protocol default ran: the defaults of optional requirements
/// that have no "not implemented" value set it (Swift has no optional
/// protocol members), so the table can tell that the data source does not
/// implement `tableView(_:commit:forRowAt:)` or `moveRowAt`.
@MainActor
enum TableEditingProbe {
    static var declined = false
    /// Per data-source class: whether it implements `commit` (learnt once).
    static var commits: [ObjectIdentifier: Bool] = [:]
}

/// A table's editing state (engine type).
@MainActor
final class TableEditingState {
    /// Editing mode (`setEditing(_:animated:)`).
    var mode = false
    /// The row a swipe is editing (`willBeginEditingRowAt` … `didEndEditingRowAt`).
    var swipeRow: IndexPath?
    /// The row whose actions show, and its cell.
    var openRow: IndexPath?
    weak var openCell: UITableViewCell?
    var swipeRecognizer: TableSwipeGestureRecognizer?
    /// The offset the current swipe started from.
    var swipeBase: CGFloat = 0
    /// The row whose editing control the tracked touch went down on.
    var controlRow: IndexPath?
    /// The action button the tracked touch went down on.
    var actionIndex: Int?
    /// A touch that only closed the open row (it selects nothing).
    var touchClosedRow = false
    /// The row whose reorder control the tracked touch is dragging, its
    /// cell, and where the drag and the cell started.
    var reorderRow: IndexPath?
    weak var reorderCell: UITableViewCell?
    var reorderStart: (touchY: CGFloat, centerY: CGFloat) = (0, 0)
}

/// Editing mode (UIKit's `UITableView` "Managing editing"):
/// - `setEditing(_:animated:)` puts every visible cell into editing mode
///   with the style the delegate's `editingStyleForRowAt` gives (`.delete`
///   by default) for rows the data source's `canEditRowAt` allows (`.none`
///   otherwise), indented as `shouldIndentWhileEditingRowAt` says, and with
///   a reorder control where the cell's `showsReorderControl` is set and
///   `canMoveRowAt` allows. Cells that come on screen later get the same.
/// - A tap on a `.delete` control shows the Delete confirmation (the
///   minus turns upright and the row opens on its trailing actions: the
///   delegate's trailing configuration, else its row actions, else a Delete
///   button titled by `titleForDeleteConfirmationButtonForRowAt`); tapping
///   Delete calls the data source's `commit(.delete)`. A tap on a
///   `.insert` control calls `commit(.insert)` at once.
/// - Dragging a reorder control moves the row: on release the row under
///   it is proposed to the delegate's `targetIndexPathForMoveFromRowAt`,
///   the data source's `moveRowAt` is told, and the rows move there.
/// - Rows are selectable in editing mode only with
///   `allowsSelectionDuringEditing` (multiple with
///   `allowsMultipleSelectionDuringEditing`).
extension UITableView {
    func updateEditingMode(_ editing: Bool, animated: Bool) {
        if !editing || editingState.swipeRow != nil { closeOpenRow(animated: animated) }
        guard editingState.mode != editing else { return }
        editingState.mode = editing
        loadGeometryIfNeeded()
        for (ip, cell) in visible {
            resolveEditing(of: cell, at: ip)
            cell.setEditing(editing, animated: animated)
            if !animated { cell.layoutIfNeeded() }
        }
        setNeedsLayout()
    }

    /// Whether the table is in editing mode or a swipe is editing a row.
    var isEditingAnyRow: Bool { editingState.mode || editingState.swipeRow != nil }

    /// Whether the row may be edited: the data source's `canEditRowAt`.
    func canEditRow(at ip: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: ip) ?? false
    }

    /// The row's style in editing mode.
    func editingStyle(forRowAt ip: IndexPath) -> UITableViewCell.EditingStyle {
        guard canEditRow(at: ip) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
    }

    /// Sets a cell's editing style, indentation and reorder permission for its row.
    func resolveEditing(of cell: UITableViewCell, at ip: IndexPath) {
        let s = cell.editingState
        if editingState.mode {
            s.style = editingStyle(forRowAt: ip)
            s.indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
            s.canMove = cell.showsReorderControl && (dataSource?.tableView(self, canMoveRowAt: ip) ?? false)
        } else {
            s.style = .none
        }
    }

    /// Applies the table's editing mode to a cell being configured for a row.
    func applyEditing(to cell: UITableViewCell, at ip: IndexPath) {
        resolveEditing(of: cell, at: ip)
        if cell.isEditing != editingState.mode { cell.setEditing(editingState.mode, animated: false) }
        if editingState.openRow != ip, editingState.openCell === cell { editingState.openCell = nil }
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`:
    /// learnt once per class by calling it with `.none` (a style UIKit never
    /// commits, which implementations ignore) and seeing whether the
    /// protocol's default ran.
    func dataSourceCommitsEdits(probing ip: IndexPath) -> Bool {
        guard let ds = dataSource else { return false }
        let key = ObjectIdentifier(type(of: ds))
        if let known = TableEditingProbe.commits[key] { return known }
        TableEditingProbe.declined = false
        ds.tableView(self, commit: .none, forRowAt: ip)
        let commits = !TableEditingProbe.declined
        TableEditingProbe.commits[key] = commits
        return commits
    }

    /// Asks the data source to commit `style` for a row, reporting a data
    /// source that does not implement it.
    func commitEditing(_ style: UITableViewCell.EditingStyle, forRowAt ip: IndexPath) {
        guard let ds = dataSource else { return }
        TableEditingProbe.declined = false
        ds.tableView(self, commit: style, forRowAt: ip)
        if TableEditingProbe.declined {
            Log.uiKit.warning("the data source \(String(describing: type(of: ds))) does not implement tableView(_:commit:forRowAt:); nothing is committed")
        }
    }

    // MARK: Touches on editing controls and open rows

    /// A touch went down: on an open row's action, on an editing control,
    /// or elsewhere while a row is open (which closes it). True when the
    /// touch is taken (no highlight or selection follows).
    func editingTouchBegan(at point: CGPoint) -> Bool {
        editingState.controlRow = nil
        editingState.actionIndex = nil
        editingState.touchClosedRow = false
        if let cell = editingState.openCell, let actions = cell.editingState.actionsView {
            let local = convert(point, to: actions)
            if actions.bounds.contains(local), let index = actions.actionIndex(at: local) {
                editingState.actionIndex = index
                return true
            }
        }
        if editingState.mode, let ip = indexPathForRow(at: point), let cell = visible[ip],
           let grip = cell.reorderControlFrame, grip.contains(convert(point, to: cell)) {
            beginReorder(ip, cell: cell, at: point)
            return true
        }
        if editingState.mode, let ip = indexPathForRow(at: point), let cell = visible[ip],
           let frame = cell.editingControlFrame, frame.insetBy(dx: -11, dy: -11).contains(convert(point, to: cell)) {
            editingState.controlRow = ip
            return true
        }
        if editingState.openRow != nil {
            closeOpenRow(animated: true)
            editingState.touchClosedRow = true
            return true
        }
        return false
    }

    /// The tracked touch lifted at `point`; true when it was taken.
    func editingTouchEnded(at point: CGPoint) -> Bool {
        if editingState.reorderRow != nil {
            endReorder(commit: true)
            return true
        }
        if let index = editingState.actionIndex {
            editingState.actionIndex = nil
            if let cell = editingState.openCell, let actions = cell.editingState.actionsView,
               actions.actionIndex(at: convert(point, to: actions)) == index {
                performSwipeAction(at: index, full: false)
            }
            return true
        }
        if let ip = editingState.controlRow {
            editingState.controlRow = nil
            guard let cell = visible[ip], let frame = cell.editingControlFrame,
                  frame.insetBy(dx: -11, dy: -11).contains(convert(point, to: cell)) else { return true }
            switch cell.editingState.style {
            case .insert: commitEditing(.insert, forRowAt: ip)
            case .delete:
                if editingState.openRow == ip { closeOpenRow(animated: true) } else { showDeleteConfirmation(at: ip) }
            case .none: break
            }
            return true
        }
        if editingState.touchClosedRow {
            editingState.touchClosedRow = false
            return true
        }
        return false
    }

    func editingTouchCancelled() {
        if editingState.reorderRow != nil { endReorder(commit: false) }
        editingState.controlRow = nil
        editingState.actionIndex = nil
        editingState.touchClosedRow = false
    }

    /// Opens a row in editing mode on its Delete confirmation.
    func showDeleteConfirmation(at ip: IndexPath) {
        closeOpenRow(animated: true)
        guard let cell = visible[ip] else { return }
        let resolved = trailingActions(forRowAt: ip, deleteAlways: true)
        guard !resolved.actions.isEmpty else { return }
        installActions(resolved, trailing: true, in: cell, at: ip)
        UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
            cell.editingState.showsDeleteConfirmation = true
            cell.setSwipeOffset(cell.editingState.actionsView?.totalWidth ?? 0)
        }
    }

    // MARK: Reordering

    /// The finger went down on a row's reorder control: the cell lifts
    /// (a shadow, in front of the other rows) and follows the finger.
    private func beginReorder(_ ip: IndexPath, cell: UITableViewCell, at point: CGPoint) {
        editingState.reorderRow = ip
        editingState.reorderCell = cell
        editingState.reorderStart = (point.y, cell.center.y)
        bringSubviewToFront(cell)
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 6
        cell.layer.shadowOffset = .zero
    }

    func editingTouchMoved(to point: CGPoint) {
        guard editingState.reorderRow != nil, let cell = editingState.reorderCell else { return }
        let half = cell.bounds.height / 2
        let y = editingState.reorderStart.centerY + point.y - editingState.reorderStart.touchY
        cell.center.y = min(max(y, half), max(half, contentSize.height - half))
    }

    /// The finger lifted (`commit`) or the touch was cancelled: the row goes
    /// to the row under the cell's centre, as the delegate's
    /// `targetIndexPathForMoveFromRowAt` allows, the data source's
    /// `moveRowAt` is told and the rows move there (0.3 s); otherwise it
    /// goes back.
    private func endReorder(commit: Bool) {
        guard let source = editingState.reorderRow else { return }
        let cell = editingState.reorderCell
        editingState.reorderRow = nil
        editingState.reorderCell = nil
        cell?.layer.shadowOpacity = 0
        var destination = source
        if commit, let cell {
            let y = cell.center.y
            let proposed = indexPathForRow(at: CGPoint(x: 1, y: y)) ?? lastRowPath(below: y) ?? source
            destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source,
                                                   toProposedIndexPath: proposed) ?? proposed
        }
        let g = geometry ?? loadGeometryIfNeeded()
        if destination != source, g.isValid(destination), let ds = dataSource {
            TableEditingProbe.declined = false
            ds.tableView(self, moveRowAt: source, to: destination)
            if TableEditingProbe.declined {
                Log.uiKit.warning("the data source \(String(describing: type(of: ds))) does not implement tableView(_:moveRowAt:to:); the row goes back")
            } else {
                moveRow(at: source, to: destination)
                return
            }
        }
        UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// The first or last row when `y` is above or below every row.
    private func lastRowPath(below y: CGFloat) -> IndexPath? {
        let sections = (0..<numberOfSections).filter { numberOfRows(inSection: $0) > 0 }
        guard let first = sections.first, let last = sections.last else { return nil }
        if y < rectForRow(at: IndexPath(row: 0, section: first)).minY { return IndexPath(row: 0, section: first) }
        return IndexPath(row: numberOfRows(inSection: last) - 1, section: last)
    }
}
