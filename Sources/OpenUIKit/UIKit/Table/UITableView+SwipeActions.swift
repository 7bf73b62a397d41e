import Foundation

/// The horizontal pan that swipes rows open (engine type): it begins only
/// when the finger has moved past the pan hysteresis more sideways than
/// up or down.
@MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    override func shouldRecognize(translation t: CGPoint) -> Bool {
        super.shouldRecognize(translation: t) && abs(t.x) > abs(t.y)
    }
}

/// Swipe actions (UIKit's `UITableViewDelegate` "Handling swipe actions"):
/// - A horizontal pan on a row asks the delegate for the actions of the
///   edge it uncovers: `leadingSwipeActionsConfigurationForRowAt` for a
///   swipe to the right, `trailingSwipeActionsConfigurationForRowAt` for a
///   swipe to the left. A nil trailing configuration means the default
///   set: the deprecated `editActionsForRowAt` when it gives actions, else
///   a Delete button when the row's editing style is `.delete` and the data
///   source implements `tableView(_:commit:forRowAt:)`. An empty
///   configuration, or a row `canEditRowAt` refuses, does not swipe.
/// - Before the row opens the delegate hears `willBeginEditingRowAt` and the
///   table's `isEditing` becomes true; when it closes, `isEditing` is false
///   again and the delegate hears `didEndEditingRowAt`.
/// - The row follows the finger; released past half its actions' width (or
///   flicked open) it opens on them, otherwise it closes (0.3 s). Dragged
///   past 60 % of the row's width with `performsFirstActionWithFullSwipe`,
///   the first action covers the row and releasing performs it.
/// - Tapping a button performs its action; tapping anywhere else closes
///   the row. A contextual action's handler gets the action, the button
///   and a completion handler; completing with `true` on a destructive
///   action leaves the row open over its full width for the data source's
///   deletion (which animates it away), otherwise the row closes.
extension UITableView {
    static let fullSwipeFraction: CGFloat = 0.6

    func installSwipeRecognizer() {
        let swipe = TableSwipeGestureRecognizer()
        swipe.addTarget(nil) { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        editingState.swipeRecognizer = swipe
        addGestureRecognizer(swipe)
    }

    /// The answer for the table's own recognizers (nil: not one of them).
    func editingGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        if let swipe = editingState.swipeRecognizer, recognizer === swipe {
            return swipeCanBegin(swipe)
        }
        if editingState.reorderRow != nil { return false }  // the finger drags a row
        if recognizer === panGestureRecognizer, let swipe = editingState.swipeRecognizer {
            // A sideways drag over a row with actions is the row's, not the scroll's.
            let t = panGestureRecognizer.translation(in: self)
            if abs(t.x) > abs(t.y), !canScrollHorizontally, swipeCanBegin(swipe) { return false }
        }
        return nil
    }

    private func swipeStart(_ pan: UIPanGestureRecognizer) -> (IndexPath, trailing: Bool)? {
        let t = pan.translation(in: self)
        let now = pan.location(in: self)
        let start = CGPoint(x: now.x - t.x, y: now.y - t.y)
        guard let ip = indexPathForRow(at: start) else { return nil }
        return (ip, t.x < 0)
    }

    private func swipeCanBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isDragging, !isDecelerating, let (ip, trailing) = swipeStart(pan), visible[ip] != nil else { return false }
        if editingState.openRow == ip { return true }
        if editingState.mode { return false }
        let actions = trailing ? trailingActions(forRowAt: ip, deleteAlways: false) : leadingActions(forRowAt: ip)
        return !actions.actions.isEmpty
    }

    // MARK: Resolving actions

    typealias ResolvedActions = (actions: [TableSwipeAction], full: Bool)

    func leadingActions(forRowAt ip: IndexPath) -> ResolvedActions {
        guard canEditRow(at: ip), let config = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
        else { return ([], false) }
        return (config.actions.map { contextual($0, at: ip) }, config.performsFirstActionWithFullSwipe)
    }

    /// The trailing actions; `deleteAlways` offers the default Delete without
    /// asking whether the data source commits (editing mode's confirmation).
    func trailingActions(forRowAt ip: IndexPath, deleteAlways: Bool) -> ResolvedActions {
        guard canEditRow(at: ip) else { return ([], false) }
        let d = tableDelegate
        if let config = d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) {
            return (config.actions.map { contextual($0, at: ip) }, config.performsFirstActionWithFullSwipe)
        }
        if let rowActions = d?.tableView(self, editActionsForRowAt: ip), !rowActions.isEmpty {
            return (rowActions.map { rowAction in
                TableSwipeAction(title: rowAction.title, image: nil, color: rowAction.backgroundColor ?? .systemRed,
                                 isDestructive: rowAction.style != .normal) { [weak self] _, done in
                    rowAction.handler(rowAction, self?.editingState.swipeRow ?? ip)
                    done(false)
                }
            }, false)
        }
        guard editingStyle(forRowAt: ip) == .delete, deleteAlways || dataSourceCommitsEdits(probing: ip) else { return ([], false) }
        let title = d?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let delete = TableSwipeAction(title: title, image: nil, color: .systemRed, isDestructive: true) { [weak self] _, done in
            guard let self else { return }
            self.commitEditing(.delete, forRowAt: ip)
            done(true)
        }
        return ([delete], true)
    }

    private func contextual(_ action: UIContextualAction, at ip: IndexPath) -> TableSwipeAction {
        TableSwipeAction(title: action.title, image: action.image, color: action.backgroundColor ?? .systemGray,
                         isDestructive: action.style == .destructive) { view, done in
            action.handler(action, view, done)
        }
    }

    // MARK: Opening and closing

    func installActions(_ resolved: ResolvedActions, trailing: Bool, in cell: UITableViewCell, at ip: IndexPath) {
        if editingState.swipeRow == nil, !editingState.mode {
            tableDelegate?.tableView(self, willBeginEditingRowAt: ip)
            editingState.swipeRow = ip
        }
        let view = TableSwipeActionsView(actions: resolved.actions, isTrailing: trailing,
                                         performsFirstActionWithFullSwipe: resolved.full)
        cell.editingState.actionsView?.removeFromSuperview()
        cell.editingState.actionsView = view
        cell.addSubview(view)
        editingState.openRow = ip
        editingState.openCell = cell
    }

    /// Closes the open row (animated: slides back over 0.3 s) and ends the
    /// swipe's editing of it.
    func closeOpenRow(animated: Bool) {
        guard editingState.openRow != nil else { return }
        let cell = editingState.openCell
        editingState.openRow = nil
        editingState.openCell = nil
        if let cell {
            if animated && window != nil {
                UIView.animate(withDuration: UITableViewCell.editingAnimationDuration, animations: {
                    cell.editingState.showsDeleteConfirmation = false
                    cell.setSwipeOffset(0)
                }, completion: { [weak self, weak cell] _ in
                    guard let cell, self?.editingState.openCell !== cell else { return }
                    if cell.editingState.swipeOffset == 0 { cell.resetSwipe() }
                })
            } else {
                cell.resetSwipe()
            }
        }
        endSwipeEditing()
    }

    /// Ends a swipe's editing of its row: `isEditing` goes back, then the delegate hears it.
    private func endSwipeEditing() {
        guard let row = editingState.swipeRow else { return }
        editingState.swipeRow = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (ip, trailing) = swipeStart(pan), let cell = visible[ip] else { return }
            if editingState.openRow != ip {
                closeOpenRow(animated: false)
                let resolved = trailing ? trailingActions(forRowAt: ip, deleteAlways: false) : leadingActions(forRowAt: ip)
                guard !resolved.actions.isEmpty else { return }
                installActions(resolved, trailing: trailing, in: cell, at: ip)
            }
            editingState.swipeBase = cell.editingState.swipeOffset
        case .changed:
            guard let cell = editingState.openCell, let actions = cell.editingState.actionsView else { return }
            let t = pan.translation(in: self)
            var o = editingState.swipeBase - t.x
            // The open edge's side only.
            o = actions.isTrailing ? max(0, o) : min(0, o)
            let width = cell.bounds.width
            let total = actions.totalWidth
            var magnitude = abs(o)
            if !actions.performsFirstActionWithFullSwipe, magnitude > total {
                magnitude = total + UIScrollView.rubberBandOffset(magnitude - total, dimension: width)
            }
            magnitude = min(magnitude, width)
            let armed = actions.performsFirstActionWithFullSwipe && magnitude > width * Self.fullSwipeFraction
            if armed != actions.expandsFirstAction {
                UIView.animate(withDuration: 0.2) {
                    actions.expandsFirstAction = armed
                    actions.layoutIfNeeded()
                }
            }
            UIView.performWithoutAnimation { cell.setSwipeOffset(actions.isTrailing ? magnitude : -magnitude) }
        case .ended, .cancelled:
            guard let cell = editingState.openCell, let actions = cell.editingState.actionsView else { return }
            if pan.state == .ended, actions.expandsFirstAction {
                performSwipeAction(at: 0, full: true)
                return
            }
            let v = pan.velocity(in: self).x * (actions.isTrailing ? -1 : 1)
            let opens = pan.state == .ended && (abs(cell.editingState.swipeOffset) > actions.totalWidth / 2 || v > 300)
                && !(v < -300)
            if opens {
                UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
                    cell.setSwipeOffset(actions.isTrailing ? actions.totalWidth : -actions.totalWidth)
                }
            } else {
                closeOpenRow(animated: true)
            }
        default:
            break
        }
    }

    /// Performs the open row's action `index` (a tap on its button or, for
    /// the first, a full swipe).
    func performSwipeAction(at index: Int, full: Bool) {
        guard let ip = editingState.openRow, let cell = editingState.openCell,
              let actions = cell.editingState.actionsView, actions.actions.indices.contains(index) else { return }
        let action = actions.actions[index]
        let button = actions.buttons[index]
        if action.isDestructive {
            // As iOS does, the destructive button covers the row while its deletion runs.
            UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
                actions.expandsFirstAction = index == 0
                cell.setSwipeOffset(actions.isTrailing ? cell.bounds.width : -cell.bounds.width)
            }
        } else if full {
            UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
                cell.setSwipeOffset(actions.isTrailing ? cell.bounds.width : -cell.bounds.width)
            }
        }
        var completed = false
        action.perform(button) { [weak self, weak cell] performed in
            guard !completed, let self else { return }
            completed = true
            self.finishSwipeAction(ip, cell: cell, destructive: action.isDestructive, performed: performed)
        }
    }

    private func finishSwipeAction(_ ip: IndexPath, cell: UITableViewCell?, destructive: Bool, performed: Bool) {
        guard editingState.openCell === cell, cell != nil else {
            // The row is already closed or gone.
            if editingState.openRow == nil, editingState.swipeRow != nil { endSwipeEditing() }
            return
        }
        let rowGone = cell.map { c in !visible.values.contains { $0 === c } } ?? true
        if destructive && performed && rowGone {
            // The data source deleted the row: its cell leaves with the update.
            editingState.openRow = nil
            editingState.openCell = nil
            endSwipeEditing()
            return
        }
        closeOpenRow(animated: true)
    }
}
