import Foundation

/// What the layout's default appearing and disappearing attributes read
/// during an update (engine type): which items and sections arrive and
/// leave, and where everything was before.
struct CollectionUpdateState {
    var plan: ListUpdatePlan
    /// New indexes of inserted and reloaded sections.
    var appearingSections: Set<Int> = []
    /// Old indexes of deleted and reloaded sections.
    var disappearingSections: Set<Int> = []
    var oldItemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var oldSupplementaryAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Whether a new index path has no item before the update (inserted or reloaded).
    func isAppearing(_ ip: IndexPath) -> Bool { ip.count == 2 && plan.oldItem(forNew: ip) == nil }
    /// Whether an old index path has no item after the update (deleted or reloaded).
    func isDisappearing(_ ip: IndexPath) -> Bool { ip.count == 2 && plan.newItem(forOld: ip) == nil }
}

/// Inserting, deleting, reloading, reconfiguring and moving items and
/// sections (UIKit's batch updates).
///
/// Outside `performBatchUpdates(_:completion:)` each call is a batch of its
/// own. A batch reads the new counts from the data source and checks them
/// against the old ones with the table view's rules (`ListUpdatePlan`):
/// deletions and reloads name index paths before the update, insertions
/// after it. Counts that do not add up are reported as UIKit's
/// `NSInternalInconsistencyException` ("Invalid update: invalid number of
/// items in section …") through `UIKitException`, and the collection view
/// reloads so its state stays consistent; the completion gets false.
///
/// A valid batch: the layout is invalidated (`invalidateDataSourceCounts`)
/// and prepared with the new counts, then gets
/// `prepare(forCollectionViewUpdates:)`; items that stay keep their cell and
/// selection and move from their old attributes to their new ones; inserted
/// and reloaded items start at `initialLayoutAttributesForAppearingItem(at:)`
/// and deleted ones end at `finalLayoutAttributesForDisappearingItem(at:)`
/// (by default alpha 0 in place: a cross-fade), supplementary views likewise;
/// `finalizeCollectionViewUpdates()` runs inside the animation block. The
/// animation lasts 0.3 s (ease in-out) on Segue's clock, through the cells'
/// layers; the completion runs when it ends (`true` unless interrupted).
extension UICollectionView {
    /// The duration of update and layout-change animations (UIKit does not
    /// document it; docs/FIDELITY.md).
    static let updateAnimationDuration: TimeInterval = 0.3

    func beginBatch() { updateDepth += 1 }

    func endBatch() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let batch = pendingBatch
        pendingBatch = ListBatch()
        let reconfigures = pendingReconfigures
        pendingReconfigures = []
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        applyBatch(batch, reconfiguring: reconfigures) { finished in completions.forEach { $0(finished) } }
    }

    func recordUpdate(_ change: (inout ListBatch) -> Void) {
        beginBatch()
        change(&pendingBatch)
        endBatch()
    }

    // MARK: Applying a batch

    func applyBatch(_ batch: ListBatch, reconfiguring reconfigures: [IndexPath], completion: @escaping (Bool) -> Void) {
        guard let oldCounts = itemCounts, let ds = dataSource else {
            // Nothing shown yet: there is nothing to animate from.
            reloadData()
            completion(true)
            return
        }
        prepareLayoutIfNeeded()
        let newCounts = (0..<max(0, ds.numberOfSections(in: self))).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
        let plan = ListUpdatePlan(batch: batch, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .collection)
        if let reason = plan.failure {
            UIKitException.raise(UIKitException.internalInconsistency, reason)
            reloadData()
            completion(false)
            return
        }
        let layout = collectionViewLayout

        // Where everything is before the update (the visible area and a screen around it).
        var state = CollectionUpdateState(plan: plan)
        let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        for attrs in layout.layoutAttributesForElements(in: near) ?? [] {
            switch attrs.representedElementCategory {
            case .cell: state.oldItemAttributes[attrs.indexPath] = attrs.copied()
            case .supplementaryView:
                if let kind = attrs.representedElementKind {
                    state.oldSupplementaryAttributes[ElementKey(kind: kind, indexPath: attrs.indexPath)] = attrs.copied()
                }
            case .decorationView: break
            }
        }
        for ip in visible.keys where state.oldItemAttributes[ip] == nil {
            state.oldItemAttributes[ip] = layout.layoutAttributesForItem(at: ip)?.copied()
        }
        state.disappearingSections = batch.deletedSections.union(batch.reloadedSections)
        state.appearingSections = batch.insertedSections.union(batch.reloadedSections.compactMap { plan.newSection(forOld: $0) })
        let updateItems = Self.updateItems(for: batch, plan: plan)

        // The new data, and the layout prepared for it.
        itemCounts = newCounts
        selected = selected.compactMap { plan.newItem(forOld: $0) }
        highlightedItem = highlightedItem.flatMap { plan.newItem(forOld: $0) }
        prefetchedItems = []
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        clampContentOffset(proposing: layout)
        layout.currentUpdate = state
        layout.prepare(forCollectionViewUpdates: updateItems)

        // Cells that stay, cells that leave.
        var leaving: [(UIView, UICollectionViewLayoutAttributes?)] = []
        var staying: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visible {
            if let new = plan.newItem(forOld: old) {
                if let end = layout.layoutAttributesForItem(at: new), !end.frame.intersects(bounds) {
                    // Moves out of sight: it slides to its new place, then goes.
                    leaving.append((cell, end))
                    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
                } else {
                    staying[new] = cell
                }
                continue
            }
            leaving.append((cell, layout.finalLayoutAttributesForDisappearingItem(at: old)))
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
        }
        visible = staying
        var supplementaryStart: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        let oldSupplementaries = visibleSupplementaries
        visibleSupplementaries = [:]
        for (key, view) in oldSupplementaries {
            let section = key.indexPath.count > 0 ? key.indexPath[0] : 0
            let deleted = layout.indexPathsToDeleteForSupplementaryView(ofKind: key.kind).contains(key.indexPath)
            guard !deleted, !state.disappearingSections.contains(section), let newSection = plan.newSection(forOld: section) else {
                leaving.append((view, layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)))
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
                continue
            }
            var newPath = key.indexPath
            if newPath.count > 0 { newPath[0] = newSection }
            visibleSupplementaries[ElementKey(kind: key.kind, indexPath: newPath)] = view
            if let old = state.oldSupplementaryAttributes[key] { supplementaryStart[ObjectIdentifier(view)] = old }
        }
        for (view, _) in leaving { outgoingViews.append(view) }

        UIView.performWithoutAnimation {
            setNeedsLayout()
            layoutIfNeeded()
        }
        for old in reconfigures {
            guard let new = plan.newItem(forOld: old), let cell = visible[new] else { continue }
            reconfigure(cell, at: new)
        }

        // Start states, then one animation to the end states.
        var settle: [() -> Void] = []
        for (new, cell) in visible {
            guard let end = layout.layoutAttributesForItem(at: new) else { continue }
            let start: UICollectionViewLayoutAttributes?
            if let old = plan.oldItem(forNew: new), let was = state.oldItemAttributes[old] {
                start = was
            } else {
                start = layout.initialLayoutAttributesForAppearingItem(at: new)
            }
            settle += Self.transition(cell, from: start, to: end, in: self)
        }
        for (key, view) in visibleSupplementaries {
            guard let end = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) else { continue }
            let start = supplementaryStart[ObjectIdentifier(view)]
                ?? layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            settle += Self.transition(view, from: start, to: end, in: self)
        }
        for (view, end) in leaving {
            guard let end else { continue }
            settle.append { [weak self] in
                let shift = self.map { $0.elementContainer(for: end).1 } ?? .zero
                end.apply(to: view, shiftedBy: shift)
            }
        }
        let finish: (Bool) -> Void = { [weak self, weak layout] finished in
            self?.retire(leaving.map(\.0))
            layout?.currentUpdate = nil
            completion(finished)
        }
        guard !leaving.isEmpty || !settle.isEmpty else {
            layout.finalizeCollectionViewUpdates()
            finish(true)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            settle.forEach { $0() }
            layout.finalizeCollectionViewUpdates()
        }, completion: finish)
    }

    /// Puts `view` at `start` without animation and returns the change to
    /// `end` (none when they match or there is no start).
    static func transition(_ view: UIView, from start: UICollectionViewLayoutAttributes?, to end: UICollectionViewLayoutAttributes,
                           in collectionView: UICollectionView) -> [() -> Void] {
        guard let start, !start.matches(end) else { return [] }
        let shift = collectionView.elementContainer(for: end).1
        UIView.performWithoutAnimation { start.apply(to: view, shiftedBy: shift) }
        return [{ end.apply(to: view, shiftedBy: shift) }]
    }

    /// Removes views whose leaving animation ended and recycles them.
    func retire(_ views: [UIView]) {
        for view in views where outgoingViews.contains(where: { $0 === view }) {
            outgoingViews.removeAll { $0 === view }
            UIView.performWithoutAnimation { view.alpha = 1 }
            if let cell = view as? UICollectionViewCell, !visible.values.contains(where: { $0 === cell }) {
                recycleCell(cell)
            } else if let reusable = view as? UICollectionReusableView, let kind = reusable.elementKind,
                      !visibleSupplementaries.values.contains(where: { $0 === reusable }) {
                recycleSupplementary(reusable, kind: kind)
            }
        }
    }

    /// Keeps the content offset inside the new content, as the layout adjusts it.
    func clampContentOffset(proposing layout: UICollectionViewLayout) {
        let proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let r = scrollRange
        let target = CGPoint(x: min(max(proposed.x, r.minX), max(r.minX, r.maxX)),
                             y: min(max(proposed.y, r.minY), max(r.minY, r.maxY)))
        if target.isFinitePoint, target != contentOffset {
            UIView.performWithoutAnimation { contentOffset = target }
        }
    }

    /// The data source's cell for a reconfigured item, which must be the
    /// cell shown (the dequeue call returns it, without `prepareForReuse()`).
    func reconfigure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let ds = dataSource else { return }
        reconfiguringCells[indexPath] = cell
        let returned = ds.collectionView(self, cellForItemAt: indexPath)
        reconfiguringCells[indexPath] = nil
        guard returned !== cell else { return }
        UIKitException.raise(UIKitException.internalInconsistency,
                             "Attempted to reconfigure item at index path \(indexPath), but the cell returned by the data source (\(uiKitDescription(returned))) is not the existing cell (\(uiKitDescription(cell))). When reconfiguring, the data source must dequeue a cell with the same reuse identifier.")
        // The returned cell replaces the old one, so what is shown matches the data.
        visible[indexPath] = returned
        if let attrs = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            let (container, shift) = elementContainer(for: attrs)
            attrs.apply(to: returned, shiftedBy: shift)
            returned.apply(attrs)
            if returned.superview !== container { container.addSubview(returned) }
        }
        recycleCell(cell)
    }

    /// The layout's view of a batch, in UIKit's order: deletions (last
    /// first), insertions, reloads, moves; sections before items.
    static func updateItems(for b: ListBatch, plan: ListUpdatePlan) -> [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        for s in b.deletedSections.sorted(by: >) { items.append(.init(before: section(s), after: nil, action: .delete)) }
        for ip in b.deletedItems.sorted(by: >) { items.append(.init(before: ip, after: nil, action: .delete)) }
        for s in b.insertedSections.sorted() { items.append(.init(before: nil, after: section(s), action: .insert)) }
        for ip in b.insertedItems.sorted() { items.append(.init(before: nil, after: ip, action: .insert)) }
        for s in b.reloadedSections.sorted() {
            items.append(.init(before: section(s), after: plan.newSection(forOld: s).map(section), action: .reload))
        }
        let reloadedAfter = Dictionary(plan.reloadedItems.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        for ip in b.reloadedItems.sorted() { items.append(.init(before: ip, after: reloadedAfter[ip], action: .reload)) }
        for m in b.movedSections { items.append(.init(before: section(m.from), after: section(m.to), action: .move)) }
        for m in b.movedItems { items.append(.init(before: m.from, after: m.to, action: .move)) }
        return items
    }
}

extension UICollectionViewLayoutAttributes {
    /// Whether applying either gives the same look.
    func matches(_ other: UICollectionViewLayoutAttributes) -> Bool {
        frame == other.frame && alpha == other.alpha && transform == other.transform
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && isHidden == other.isHidden && zIndex == other.zIndex
    }
}
