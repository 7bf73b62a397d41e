import Foundation

/// A scrolling view of items arranged by a layout (`UICollectionView`).
///
/// - **Data.** Counts are read from `dataSource` lazily (on the next layout
///   or query) after creation and after `reloadData()`, which also clears the
///   selection and recycles every visible cell.
/// - **Cells.** Register a cell class per reuse identifier; the data source
///   returns cells from `dequeueReusableCell(withReuseIdentifier:for:)`,
///   which hands out a recycled cell (after `prepareForReuse()`) or creates
///   one. `layoutSubviews` shows a cell for every item whose layout frame
///   intersects the visible bounds: new ones are asked of the data source,
///   configured with their attributes and selection, and announced with
///   `willDisplay`; those scrolled away are removed, announced with
///   `didEndDisplaying` and recycled. (UIKit also prepares cells slightly
///   outside the bounds; Segue keeps exactly the visible set, so
///   `cellForItem(at:)` is nil for any item off screen.)
/// - **Selection** follows touches as UIKit does: touch down on an item
///   highlights it (`shouldHighlightItemAt`, `didHighlightItemAt`), touch up
///   on the same item unhighlights it and selects it (`shouldSelectItemAt`,
///   then — single selection — `didDeselectItemAt` for the previously
///   selected item, then `didSelectItemAt`); with
///   `allowsMultipleSelection` a selected item is deselected instead
///   (`shouldDeselectItemAt`, `didDeselectItemAt`). A drag that scrolls
///   cancels the touch, so nothing is selected. Programmatic
///   `selectItem`/`deselectItem` call no delegate method.
/// - **Changes.** Batch updates (`insertItems(at:)` … `performBatchUpdates`)
///   check the data source's new counts against the old ones and animate
///   the difference through the layout's update hooks
///   (UICollectionView+Updates.swift); layout changes animate from the old
///   layout's attributes to the new one's, or follow a
///   `UICollectionViewTransitionLayout` interactively
///   (UICollectionView+LayoutTransition.swift); a prefetch data source hears
///   of the items just ahead (UICollectionView+Prefetching.swift).
/// - `delegate` is the inherited `UIScrollView.delegate`; the collection view
///   uses it as `UICollectionViewDelegate` (and the flow layout as
///   `UICollectionViewDelegateFlowLayout`) when it adopts those.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow layout scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where `scrollToItem(at:at:animated:)` places the item (`UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of element a set of layout attributes describes (`UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The element kind of a flow layout's section headers (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `UICollectionView.elementKindCell`-style kind string used in messages.
    static let cellKind = "UICollectionElementKindCell"

    /// The layout; setting it invalidates and re-lays out the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// A drag's resting offset, as the layout adjusts it (velocity in points per second).
    override func proposedTargetContentOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: natural, withScrollingVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
        return target.isFinitePoint ? target : natural
    }

    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// The object told about items about to be shown (`UICollectionViewDataSourcePrefetching`).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
    /// Whether the prefetch data source is told about upcoming items (default true).
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var cellNibs: [String: UINib] = [:]
    private var reusePool: [String: [UICollectionViewCell]] = [:]
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views: registrations by kind and identifier, recycled
    /// views, the visible ones by kind and index path.
    var supplementaryClasses: [ReusableViewKey: UICollectionReusableView.Type] = [:]
    var supplementaryNibs: [ReusableViewKey: UINib] = [:]
    var supplementaryPool: [ReusableViewKey: [UICollectionReusableView]] = [:]
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    /// Decoration views (made from the layout's registrations), visible and recycled.
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// One scroll view per section the layout scrolls along the other axis.
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    /// The offsets of those scroll views, which the layout reads.
    var orthogonalOffsets: [Int: CGPoint] = [:]
    /// Cell registrations already registered under their identifiers.
    var registeredCellRegistrations: Set<String> = []
    var itemCounts: [Int]?
    var selected: [IndexPath] = []
    var highlightedItem: IndexPath?
    /// Batch updates (UICollectionView+Updates.swift): nesting depth, the
    /// changes and completions recorded so far, views animating out, cells
    /// being reconfigured (which the dequeue call hands back).
    var updateDepth = 0
    var pendingBatch = ListBatch()
    var pendingReconfigures: [IndexPath] = []
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    var outgoingViews: [UIView] = []
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    /// The interactive layout transition under way (UICollectionView+LayoutTransition.swift).
    var interactiveTransition: InteractiveLayoutTransition?
    /// Items announced to the prefetch data source and not yet shown or
    /// cancelled, and the scrolling direction last seen (UICollectionView+Prefetching.swift).
    var prefetchedItems: Set<IndexPath> = []
    var prefetchOrigin: CGPoint?
    var prefetchDirection = CGPoint(x: 1, y: 1)
    private weak var trackingTouch: UITouch?
    /// Answers the collection view's context-menu interaction (UICollectionView+ContextMenu.swift).
    var contextMenuAdapter: ListContextMenuAdapter?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        installContextMenuInteraction()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installContextMenuInteraction()
    }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? UICollectionViewDelegate }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier` (nil removes it). A class
    /// that is not a `UICollectionViewCell` is reported as UIKit reports it
    /// and not registered.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            cellNibs[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "attempt to register a cell class which is not a subclass of UICollectionViewCell (\(cellClass))")
            return
        }
        cellClasses[identifier] = cellType
        cellNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object is the cell for
    /// `identifier` (nil removes it); a storyboard registers its prototypes so.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// A recycled cell for `identifier` (after `prepareForReuse()`), or a new
    /// one of the registered class. Without a registration UIKit raises
    /// `NSInternalInconsistencyException`; Segue reports it through
    /// `UIKitException` and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let shown = reconfiguringCells[indexPath], shown.reuseIdentifier == identifier { return shown }
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let nib = cellNibs[identifier],
           let cell = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionViewCell }) as? UICollectionViewCell {
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Data

    /// Discards the counts, the selection and the visible cells; everything
    /// is asked again on the next layout pass.
    open func reloadData() {
        itemCounts = nil
        selected = []
        highlightedItem = nil
        for (indexPath, cell) in visible { recycle(cell, at: indexPath) }
        visible = [:]
        recycleAllSupplementaries()
        prefetchedItems = []
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Batch updates (UICollectionView+Updates.swift)

    /// Inserts items at their index paths after the update.
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.insertedItems.formUnion(indexPaths) } }

    /// Deletes items at their index paths before the update.
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deletedItems.formUnion(indexPaths) } }

    /// Replaces items (index paths before the update) with new cells: the
    /// old cell fades out as the new one fades in.
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { $0.reloadedItems.formUnion(indexPaths) } }

    /// Asks the data source again for visible items (index paths before the
    /// update), keeping their cells: the dequeue call returns the cell shown.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        beginBatch()
        pendingReconfigures.append(contentsOf: indexPaths)
        endBatch()
    }

    /// Moves an item from its index path before the update to its index path after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at their indexes after the update.
    open func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections.formUnion(sections) } }

    /// Deletes sections at their indexes before the update.
    open func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections.formUnion(sections) } }

    /// Replaces the sections (indexes before the update) and all their items.
    open func reloadSections(_ sections: IndexSet) { recordUpdate { $0.reloadedSections.formUnion(sections) } }

    /// Moves a section, with its items, to `newSection` (its index after the update).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (insertions, deletions, reloads, moves; update the data
    /// source inside it) as one animated batch; `completion` gets true when
    /// its animations end, false when they were interrupted or the batch was
    /// inconsistent.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endBatch()
    }

    /// Whether drop placeholders or a drop's reordering are pending. Segue's
    /// collection view takes no drops, so there never are (docs/FIDELITY.md).
    open var hasUncommittedUpdates: Bool { false }

    // MARK: Layout changes (UICollectionView+LayoutTransition.swift)

    /// The completion of an interactive layout transition: whether its
    /// animations ran to the end, and whether it finished (true) or was
    /// cancelled (`UICollectionView.LayoutInteractiveTransitionCompletion`).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Replaces the layout; animated, the items move from their old
    /// attributes to their new ones.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        changeLayout(to: layout, animated: animated, completion: nil)
    }

    /// Replaces the layout; `completion` runs when the animation ends.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// Installs a transition layout (from the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`) between
    /// the current layout and `layout` and returns it: the app drives its
    /// `transitionProgress`, then finishes or cancels.
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }

    /// Animates from the transition's state to the target layout and installs it.
    open func finishInteractiveTransition() { endInteractiveTransition(finishing: true) }

    /// Animates back to the original layout and reinstalls it.
    open func cancelInteractiveTransition() { endInteractiveTransition(finishing: false) }

    private func loadCountsIfNeeded() {
        guard itemCounts == nil else { return }
        guard let ds = dataSource else { itemCounts = []; return }
        let sections = max(0, ds.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
    }

    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts?.count ?? 0
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts = itemCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Prepares the layout if it was invalidated (and refreshes `contentSize`).
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        if collectionViewLayout.needsPrepare {
            collectionViewLayout.prepareIfNeeded()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            syncOrthogonalScrollers()
        }
    }

    // MARK: Layout

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let layout = collectionViewLayout
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size
            super.frame = newValue
            if super.frame.size != old { collectionViewLayout.invalidateLayout() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        let rect = bounds
        var attributes: [UICollectionViewLayoutAttributes] = []
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        for attrs in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] where attrs.frame.intersects(rect) {
            switch attrs.representedElementCategory {
            case .cell: if isValid(attrs.indexPath) { attributes.append(attrs) }
            case .supplementaryView: supplementaries.append(attrs)
            case .decorationView: decorations.append(attrs)
            }
        }
        layoutDecorations(decorations)
        let wanted = Set(attributes.map(\.indexPath))
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
            visible[indexPath] = nil
            recycle(cell, at: indexPath)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for attrs in attributes {
            let (container, shift) = elementContainer(for: attrs)
            prefetchedItems.remove(attrs.indexPath)
            if let cell = visible[attrs.indexPath] {
                if cell.superview !== container { addCell(cell, to: container) }
                attrs.apply(to: cell, shiftedBy: shift)
                cell.apply(attrs)
                continue
            }
            guard let ds = dataSource else { continue }
            let cell = ds.collectionView(self, cellForItemAt: attrs.indexPath)
            attrs.apply(to: cell, shiftedBy: shift)
            cell.apply(attrs)
            cell.isSelected = selected.contains(attrs.indexPath)
            cell.isHighlighted = highlightedItem == attrs.indexPath
            visible[attrs.indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attrs.indexPath)
            if cell.superview !== container { addCell(cell, to: container) }
            cell.layoutIfNeeded()
        }
        layoutSupplementaries(supplementaries)
        updatePrefetching()
    }

    /// Adds a cell below the supplementary views already in `container`, so
    /// headers and badges stay in front of the cells.
    private func addCell(_ cell: UICollectionViewCell, to container: UIView) {
        let subviews = container.subviews
        if let lowest = subviews.firstIndex(where: { view in
            view !== cell && visibleSupplementaries.values.contains { $0 === view }
        }) {
            container.insertSubview(cell, at: lowest)
        } else {
            container.addSubview(cell)
        }
    }

    private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        recycleCell(cell)
    }

    /// Removes a cell and keeps it for reuse.
    func recycleCell(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
    }

    // MARK: Queries

    /// The visible cell for `indexPath`, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The index path of a visible or laid-out cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The item at `point` (collection view coordinates: content space), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Selects an item without calling the delegate (nil deselects all);
    /// single selection replaces the current one. A non-empty `scrollPosition`
    /// scrolls it into that position.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectItem(at: ip, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for ip in selected where ip != indexPath { deselectItem(at: ip, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// Scrolls so the item sits at `scrollPosition` (one vertical and one
    /// horizontal option at most; none leaves that axis alone), clamped to
    /// the scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attrs = layoutAttributesForItem(at: indexPath) else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let f = attrs.frame
        let b = bounds
        let inset = adjustedContentInset
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = f.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { o.y = f.midY - b.height / 2 }
        else if scrollPosition.contains(.bottom) { o.y = f.maxY - b.height + inset.bottom }
        if scrollPosition.contains(.left) { o.x = f.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - b.width / 2 }
        else if scrollPosition.contains(.right) { o.x = f.maxX - b.width + inset.right }
        let r = scrollRange
        o.x = min(max(o.x, r.minX), r.maxX)
        o.y = min(max(o.y, r.minY), r.maxY)
        setContentOffset(o, animated: animated)
    }

    // MARK: Touch selection

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        guard allowsSelection, let ip = indexPathForItem(at: touch.location(in: self)) else { return }
        if let d = collectionDelegate, !d.collectionView(self, shouldHighlightItemAt: ip) { return }
        highlightedItem = ip
        visible[ip]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        let highlighted = unhighlight()
        guard let ip = highlighted, indexPathForItem(at: touch.location(in: self)) == ip else { return }
        userSelect(ip)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        _ = unhighlight()
    }

    private func unhighlight() -> IndexPath? {
        guard let ip = highlightedItem else { return nil }
        highlightedItem = nil
        visible[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
        return ip
    }

    private func userSelect(_ ip: IndexPath) {
        let d = collectionDelegate
        if allowsMultipleSelection, selected.contains(ip) {
            if let d, !d.collectionView(self, shouldDeselectItemAt: ip) { return }
            deselectItem(at: ip, animated: true)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        if let d, !d.collectionView(self, shouldSelectItemAt: ip) { return }
        if !allowsMultipleSelection {
            for old in selected where old != ip {
                deselectItem(at: old, animated: true)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selected.contains(ip) { selected.append(ip) }
        visible[ip]?.isSelected = true
        // A storyboard selection segue runs before didSelectItemAt, as a table's does (StoryboardCellSegue.swift).
        if let cell = visible[ip], let segue = cell.storyboardSelectionSegue { segue.perform(from: cell) }
        d?.collectionView(self, didSelectItemAt: ip)
    }
}
