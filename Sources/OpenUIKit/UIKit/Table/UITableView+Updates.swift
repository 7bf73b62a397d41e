import Foundation

/// The row and section changes of one batch (engine type). Deletions and
/// reloads name rows and sections before the update, insertions after it,
/// moves one of each — UIKit's batch semantics.
struct TableUpdate {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var moves: [(from: IndexPath, to: IndexPath)] = []
}

/// Inserting, deleting, moving and reloading rows and sections.
///
/// Outside `beginUpdates()`/`endUpdates()` (or `performBatchUpdates`) each
/// call is a batch of its own. A batch reads the new counts from the data
/// source and checks them against the old ones, as UIKit does: a section
/// must hold its old rows minus deletions plus insertions, plus or minus
/// moves; otherwise UIKit's `NSInternalInconsistencyException`
/// ("Invalid update: invalid number of rows in section …") is reported
/// through `UIKitException` and the table reloads, so its state stays
/// consistent. The heights are asked again; rows that stay keep their cell,
/// selection and measured height, and slide to their new place over 0.3 s
/// (ease in-out); deleted and reloaded cells leave with their
/// `RowAnimation` and inserted and reloaded ones arrive with it (`.fade`:
/// alpha; `.left`/`.right`: a slide by the row's width; `.top`/`.bottom`:
/// a slide by its height behind the other rows; `.middle`: collapsing to or
/// growing from the row's centre line; `.automatic`: `.fade`; `.none`:
/// at once). An empty batch re-reads the heights and re-measures visible
/// self-sizing rows, animating the change (UIKit's idiom for resizing rows).
extension UITableView {
    /// The duration of row animations.
    static let rowAnimationDuration: TimeInterval = 0.3

    public func beginUpdates() {
        updateDepth += 1
    }

    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        apply(update) { finished in completions.forEach { $0(finished) } }
    }

    /// Runs `updates` (insertions, deletions, moves, reloads) as one animated
    /// batch; `completion` runs when its animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endUpdates()
    }

    private func record(_ change: (inout TableUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.insertedRows[ip] = animation } }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.deletedRows[ip] = animation } }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.reloadedRows[ip] = animation } }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.moves.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.insertedSections[s] = animation } }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.deletedSections[s] = animation } }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.reloadedSections[s] = animation } }
    }

    // MARK: Applying a batch

    /// Reports UIKit's inconsistency exception and reloads.
    private func inconsistent(_ reason: String, completion: @escaping (Bool) -> Void) {
        UIKitException.raise(UIKitException.internalInconsistency, reason)
        reloadData()
        completion(false)
    }

    func apply(_ u: TableUpdate, completion: @escaping (Bool) -> Void) {
        guard let oldCounts = rowCounts, let oldGeometry = geometry else {
            // Nothing shown yet: there is nothing to animate from.
            reloadData()
            completion(true)
            return
        }
        guard let ds = dataSource else { reloadData(); completion(true); return }
        let newSectionCount = max(0, ds.numberOfSections(in: self))
        let newCounts = (0..<newSectionCount).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }
        guard let plan = TableUpdatePlan(update: u, oldCounts: oldCounts, newCounts: newCounts) else {
            return inconsistent("Invalid update: unknown reason", completion: completion)
        }
        if let reason = plan.failure { return inconsistent(reason, completion: completion) }

        // New data and geometry; rows that stay keep their measured height.
        let oldVisible = visible
        let oldHeaders = visibleHeaders, oldFooters = visibleFooters
        rowCounts = newCounts
        geometry = buildGeometry(counts: newCounts) { ip in
            guard let old = plan.oldRow(forNew: ip), !oldGeometry.needsMeasure(old),
                  oldVisible[old] == nil else { return nil }
            return oldGeometry.sections[old.section].rowHeights[old.row]
        }
        geometryWidth = bounds.width
        selected = selected.compactMap { plan.newRow(forOld: $0) }
        if let h = highlightedRow { highlightedRow = plan.newRow(forOld: h) }

        // Cells that stay, cells that leave.
        var staying: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, RowAnimation)] = []
        for (old, cell) in oldVisible {
            if let new = plan.newRow(forOld: old) { staying[new] = cell; continue }
            leaving.append((cell, plan.exitAnimation(forOld: old)))
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
        }
        let oldFrames = Dictionary(uniqueKeysWithValues: staying.map { ($0.key, $0.value.frame) })
        visible = staying
        visibleHeaders = [:]
        visibleFooters = [:]
        for (_, view) in oldHeaders { recycleHeaderFooter(view) }
        for (_, view) in oldFooters { recycleHeaderFooter(view) }
        UIView.performWithoutAnimation { layoutTable() }

        // Start states, then one animation to the end states.
        var settle: [() -> Void] = []
        for (ip, cell) in visible {
            let final = cell.frame
            if let from = oldFrames[ip] {
                guard from != final else { continue }
                UIView.performWithoutAnimation { cell.frame = from }
                settle.append { cell.frame = final }
            } else if let old = plan.oldRow(forNew: ip) {
                var from = oldGeometry.rowRect(old, width: bounds.width)
                from.origin.x = final.minX
                from.size.width = final.width
                UIView.performWithoutAnimation { cell.frame = from }
                settle.append { cell.frame = final }
            } else {
                let animation = plan.entryAnimation(forNew: ip)
                guard animation != .none else { continue }
                let start = Self.offscreenState(of: final, animation: animation)
                UIView.performWithoutAnimation {
                    cell.frame = start.frame
                    cell.alpha = start.alpha
                    if animation == .top || animation == .bottom { insertSubview(cell, at: 0) }
                }
                settle.append { cell.frame = final; cell.alpha = 1 }
            }
        }
        for (cell, animation) in leaving {
            guard animation != .none, cell.superview === self else { recycle(cell); continue }
            outgoing.append(cell)
            if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
            let end = Self.offscreenState(of: cell.frame, animation: animation)
            settle.append { cell.frame = end.frame; cell.alpha = end.alpha }
        }
        guard !settle.isEmpty else {
            completion(true)
            return
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            settle.forEach { $0() }
        }, completion: { [weak self] finished in
            guard let self else { return completion(finished) }
            for (cell, _) in leaving where self.outgoing.contains(where: { $0 === cell }) {
                self.outgoing.removeAll { $0 === cell }
                UIView.performWithoutAnimation { cell.alpha = 1 }
                self.recycle(cell)
            }
            completion(finished)
        })
    }

    /// Where a row's cell starts (entering) or ends (leaving) for `animation`.
    static func offscreenState(of frame: CGRect, animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic, .none: return (frame, 0)
        case .left: return (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .right: return (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        }
    }
}
