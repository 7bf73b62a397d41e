import Foundation

/// Selection, programmatic and by touch.
///
/// A touch follows UIKit's sequence: touch down on a row asks
/// `shouldHighlightRowAt`, highlights the cell and calls `didHighlightRowAt`;
/// touch up on the same row unhighlights it (`didUnhighlightRowAt`), then
/// asks `willSelectRowAt` (which may redirect or refuse), deselects the
/// previous row in single selection (`willDeselectRowAt`,
/// `didDeselectRowAt`), selects the row and calls `didSelectRowAt`. With
/// `allowsMultipleSelection` a tap on a selected row deselects it
/// (`willDeselectRowAt`, `didDeselectRowAt`). A drag that scrolls cancels
/// the touch: the highlight goes and nothing is selected. A tap on a drawn
/// info button (`.detailButton`, `.detailDisclosureButton`) calls
/// `accessoryButtonTappedForRowWith` instead, without highlighting or
/// selecting the row. A cell made from a storyboard prototype performs its
/// selection segue once the row is selected, before `didSelectRowAt`, and
/// its accessory action segue before `accessoryButtonTappedForRowWith`
/// (StoryboardCellSegue.swift). Programmatic
/// `selectRow`/`deselectRow` call no delegate method.
extension UITableView {
    /// The first selected row (nil when none).
    public var indexPathForSelectedRow: IndexPath? { selected.first }

    /// The selected rows in the order they were selected (nil when none, as in UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row without calling the delegate (nil deselects all); single
    /// selection replaces the current one. `.none` does not scroll here (as
    /// UIKit documents for this method); the other positions scroll the row there.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectRow(at: ip, animated: animated) }
            return
        }
        let g = geometry ?? loadGeometryIfNeeded()
        guard allowsSelection, g.isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for ip in selected where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        if let cell = visible[indexPath], !cell.isSelected { cell.setSelected(true, animated: animated) }
        setNeedsLayout()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate; animated, the cell's
    /// selected background fades out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        if let cell = visible[indexPath], cell.isSelected { cell.setSelected(false, animated: animated) }
        setNeedsLayout()
    }

    // MARK: Touches

    func tableTouchesBegan(_ touches: Set<UITouch>) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        trackingAccessoryRow = nil
        if editingTouchBegan(at: touch.location(in: self)) { return }
        if let ip = accessoryButtonRow(at: touch.location(in: self)) {
            trackingAccessoryRow = ip
            return
        }
        guard allowsSelection, !editingState.mode || allowsSelectionDuringEditing,
              let ip = indexPathForRow(at: touch.location(in: self)) else { return }
        if let d = tableDelegate, !d.tableView(self, shouldHighlightRowAt: ip) { return }
        if let cell = visible[ip], cell.selectionStyle == .none { return }
        highlightedRow = ip
        visible[ip]?.setHighlighted(true, animated: false)
        setNeedsLayout()
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        if editingTouchEnded(at: touch.location(in: self)) { return }
        if let ip = trackingAccessoryRow {
            trackingAccessoryRow = nil
            if accessoryButtonRow(at: touch.location(in: self)) == ip {
                if let cell = visible[ip], let segue = cell.storyboardAccessorySegue { segue.perform(from: cell) }
                tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
            }
            return
        }
        let highlighted = unhighlightRow()
        guard let ip = highlighted, indexPathForRow(at: touch.location(in: self)) == ip else { return }
        userSelect(ip)
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        trackingAccessoryRow = nil
        editingTouchCancelled()
        _ = unhighlightRow()
    }

    /// The row whose drawn info button (`.detailButton`, or the first part of
    /// `.detailDisclosureButton`) is under `point`, with 11 pt of slop around
    /// it (a 44 pt target, as UIKit's buttons have).
    private func accessoryButtonRow(at point: CGPoint) -> IndexPath? {
        guard let ip = indexPathForRow(at: point), let cell = visible[ip], cell.accessoryView == nil,
              let accessory = cell.builtinAccessory,
              accessory.type == .detailButton || accessory.type == .detailDisclosureButton else { return nil }
        var button = accessory.frame
        button.size.width = TableCellAccessoryView.detailButtonSize.width
        let local = convert(point, to: cell)
        return button.insetBy(dx: -11, dy: -11).contains(local) ? ip : nil
    }

    private func unhighlightRow() -> IndexPath? {
        guard let ip = highlightedRow else { return nil }
        highlightedRow = nil
        visible[ip]?.setHighlighted(false, animated: false)
        setNeedsLayout()
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
        return ip
    }

    /// Multiple selection in the current mode (`allowsMultipleSelectionDuringEditing` in editing mode).
    private var selectsMultipleRows: Bool {
        editingState.mode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    private func userDeselect(_ ip: IndexPath) {
        let d = tableDelegate
        guard let target = d.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip,
              selected.contains(target) else { return }
        deselectRow(at: target, animated: false)
        d?.tableView(self, didDeselectRowAt: target)
    }

    private func userSelect(_ ip: IndexPath) {
        let d = tableDelegate
        if selectsMultipleRows, selected.contains(ip) {
            userDeselect(ip)
            return
        }
        guard let target = d.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip,
              (geometry ?? loadGeometryIfNeeded()).isValid(target) else { return }
        if !selectsMultipleRows {
            for old in selected where old != target { userDeselect(old) }
        }
        if !selected.contains(target) { selected.append(target) }
        if let cell = visible[target], !cell.isSelected { cell.setSelected(true, animated: false) }
        setNeedsLayout()
        // A storyboard selection segue runs before didSelectRowAt, as observed on iOS.
        if let cell = visible[target], let segue = cell.storyboardSelectionSegue { segue.perform(from: cell) }
        d?.tableView(self, didSelectRowAt: target)
    }
}
