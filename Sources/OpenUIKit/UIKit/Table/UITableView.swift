import Foundation

/// A vertically scrolling list of rows in sections (`UITableView`).
///
/// - **Data.** Counts and heights are read from `dataSource` and `delegate`
///   lazily (on the next layout or query) after creation and after
///   `reloadData()`, which also clears the selection and recycles every
///   visible cell, header and footer.
/// - **Geometry.** The content is the `tableHeaderView`, then each section's
///   header, rows and footer, then the `tableFooterView`; `contentSize` is
///   the table's width by their total height. A row's height is
///   `heightForRowAt` (default `rowHeight`); `automaticDimension` makes the
///   row self-sizing: it starts at its estimate (`estimatedHeightForRowAt`,
///   default `estimatedRowHeight`, 44 pt when that is automatic or 0) and is
///   measured (`UITableView+SelfSizing.swift`) when it comes on screen, the
///   content size following, as UIKit does.
/// - **Cells.** Register a cell class per reuse identifier; the data source
///   returns cells from `dequeueReusableCell(withIdentifier:for:)`, which
///   hands out a recycled cell (after `prepareForReuse()`) or creates one.
///   `layoutSubviews` shows a cell for every row whose rect intersects the
///   visible bounds — only those exist, so 10,000 rows cost a screenful —
///   announced with `willDisplay`; rows scrolled away are removed,
///   announced with `didEndDisplaying` and recycled.
/// - **Headers and footers** come from `viewForHeaderInSection` /
///   `viewForFooterInSection`, else from the titles (a
///   `UITableViewHeaderFooterView`). In the plain style headers float: a
///   header stays pinned to the top while its section scrolls under it and
///   is pushed up by the section's end.
/// - **Styles.** `.grouped` and `.insetGrouped` use `systemGroupedBackground`;
///   `.insetGrouped` insets rows by the system margin and rounds each
///   section's outer corners (10 pt).
/// - `delegate` is the inherited `UIScrollView.delegate`; the table view uses
///   it as `UITableViewDelegate` when it adopts that.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.automaticDimension`: a height the table works out.
    public static let automaticDimension: CGFloat = -1

    /// The style it was created with.
    public let style: Style

    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }

    /// The default row height: `automaticDimension` (self-sizing; 44 pt for a standard cell).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The default estimate of self-sizing rows (`automaticDimension`: 44 pt).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The default header height (`automaticDimension`: from the title or the style).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The default footer height (`automaticDimension`: from the title or the style).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    var separatorInsetStorage: UIEdgeInsets?
    /// The default inset of cells' separators: the system margin on the left until set.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: systemMargin, bottom: 0, right: 0) }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }

    /// A view above the first section; its height is its frame's.
    open var tableHeaderView: UIView? {
        didSet { if replaceOwnedSubview(oldValue, with: tableHeaderView, atBack: false) { invalidateGeometry() } }
    }

    /// A view below the last section; its height is its frame's.
    open var tableFooterView: UIView? {
        didSet { if replaceOwnedSubview(oldValue, with: tableFooterView, atBack: false) { invalidateGeometry() } }
    }

    /// A view behind the content that does not scroll.
    open var backgroundView: UIView? {
        didSet { if replaceOwnedSubview(oldValue, with: backgroundView, atBack: true) { setNeedsLayout() } }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false

    // MARK: Editing (UITableView+Editing.swift, UITableView+SwipeActions.swift)

    let editingState = TableEditingState()

    /// Whether the table is in editing mode — or a swipe is editing one
    /// row, as UIKit documents for `willBeginEditingRowAt`; setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { isEditingAnyRow }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; animated, the visible cells move their
    /// content and controls over 0.3 s. Leaving it closes an open row.
    open func setEditing(_ editing: Bool, animated: Bool) { updateEditingMode(editing, animated: animated) }

    /// Whether rows can be selected in editing mode (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once in editing mode (default false).
    open var allowsMultipleSelectionDuringEditing = false

    var cellClasses: [String: UITableViewCell.Type] = [:]
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    var cellPool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// Default title headers and footers not in use.
    var titleViewPool: [UITableViewHeaderFooterView] = []
    var visible: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells animating out after an update; recycled when their animation ends.
    var outgoing: [UITableViewCell] = []
    var rowCounts: [Int]?
    var geometry: TableGeometry?
    var geometryWidth: CGFloat = -1
    var selected: [IndexPath] = []
    var highlightedRow: IndexPath?
    weak var trackingTouch: UITouch?
    /// The row whose accessory info button the tracked touch went down on.
    var trackingAccessoryRow: IndexPath?
    var updateDepth = 0
    var isLayingOutTable = false
    var pendingUpdate = TableUpdate()
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    /// Answers the table's context-menu interaction (UITableView+ContextMenu.swift).
    var contextMenuAdapter: ListContextMenuAdapter?

    /// A table view of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        applyStyleDefaults()
    }

    /// A plain table view (UIKit's `init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        applyStyleDefaults()
    }

    private func applyStyleDefaults() {
        installContextMenuInteraction()
        installSwipeRecognizer()
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? UITableViewDelegate }

    /// The system horizontal margin: 20 pt in tables at least 414 pt wide, 16 pt otherwise.
    var systemMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier` (nil removes it).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        cellNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object is the cell for
    /// `identifier` (nil removes it); a storyboard registers its prototypes so.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// Registers a header or footer class for `identifier` (nil removes it).
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
        headerFooterNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object is a header or footer
    /// view for `identifier` (nil removes it); as for cells, the nib must
    /// hold exactly one top-level `UITableViewHeaderFooterView` (UIKit's
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nib
        headerFooterClasses[identifier] = nil
    }

    /// A recycled cell for `identifier` (after `prepareForReuse()`), a new one
    /// of the registered class, or nil when neither exists (UIKit's optional
    /// form, for cells the data source creates itself).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellPool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        if let nib = cellNibs[identifier] {
            guard let cell = nib.instantiate(withOwner: nil).first(where: { $0 is UITableViewCell }) as? UITableViewCell else {
                Log.uiKit.error("dequeueReusableCell(withIdentifier: \"\(identifier)\"): the registered nib has no table view cell")
                return nil
            }
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A recycled or new cell of the class registered for `identifier`.
    /// Without a registration UIKit raises `NSInternalInconsistencyException`;
    /// Segue reports it through `UIKitException` and returns a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitException.raise(UIKitException.internalInconsistency,
                             "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A recycled header or footer for `identifier`, a new one of the
    /// registered class, or nil when nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let nib = headerFooterNibs[identifier] {
            guard let view = nib.instantiate(withOwner: nil).first(where: { $0 is UITableViewHeaderFooterView })
                    as? UITableViewHeaderFooterView else {
                Log.uiKit.error("dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\"): the registered nib has no UITableViewHeaderFooterView")
                return nil
            }
            view.reuseIdentifier = identifier
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
    }

    // MARK: Data

    /// Discards counts, heights, the selection and the visible cells,
    /// headers and footers; everything is asked again on the next layout.
    open func reloadData() {
        rowCounts = nil
        geometry = nil
        selected = []
        highlightedRow = nil
        pendingUpdate = TableUpdate()
        closeOpenRow(animated: false)
        for (indexPath, cell) in visible { endDisplaying(cell, at: indexPath) }
        visible = [:]
        for (_, view) in visibleHeaders { recycleHeaderFooter(view) }
        for (_, view) in visibleFooters { recycleHeaderFooter(view) }
        visibleHeaders = [:]
        visibleFooters = [:]
        setNeedsLayout()
    }

    /// Heights changed (a property or the width): recomputed on the next layout.
    func invalidateGeometry() {
        geometry = nil
        setNeedsLayout()
    }

    func loadCountsIfNeeded() {
        guard rowCounts == nil else { return }
        guard let ds = dataSource else { rowCounts = []; return }
        let sections = max(0, ds.numberOfSections(in: self))
        rowCounts = (0..<sections).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }
    }

    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return rowCounts?.count ?? 0
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts = rowCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    /// The geometry for the current counts and width (built if needed).
    @discardableResult
    func loadGeometryIfNeeded() -> TableGeometry {
        loadCountsIfNeeded()
        if let geometry, geometryWidth == bounds.width { return geometry }
        let built = buildGeometry(counts: rowCounts ?? [], carrying: nil)
        geometry = built
        geometryWidth = bounds.width
        updateContentSize()
        return built
    }

    /// Builds the geometry for `counts`, asking the delegate for every height.
    /// `carrying` maps a new row to an old measured height to keep.
    func buildGeometry(counts: [Int], carrying: ((IndexPath) -> CGFloat?)?) -> TableGeometry {
        var g = TableGeometry()
        let width = bounds.width
        g.tableHeaderHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        g.tableFooterHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
        let d = tableDelegate
        g.sections = counts.enumerated().map { s, count in
            var section = TableGeometry.Section()
            section.header = headerHeight(inSection: s, width: width, delegate: d)
            section.footer = footerHeight(inSection: s, width: width, delegate: d)
            var heights = [CGFloat](repeating: 0, count: count)
            var unmeasured: [Bool]?
            for r in 0..<count {
                let ip = IndexPath(row: r, section: s)
                let h = d?.tableView(self, heightForRowAt: ip) ?? rowHeight
                if h >= 0 {
                    heights[r] = h
                    continue
                }
                if unmeasured == nil { unmeasured = [Bool](repeating: false, count: count) }
                if let kept = carrying?(ip) {
                    heights[r] = kept
                } else {
                    let estimate = d?.tableView(self, estimatedHeightForRowAt: ip) ?? estimatedRowHeight
                    heights[r] = estimate > 0 ? estimate : UITableViewCell.standardRowHeight
                    unmeasured?[r] = true
                }
            }
            section.rowHeights = heights
            section.unmeasured = unmeasured
            section.recomputeRowTops()
            return section
        }
        g.restack()
        return g
    }

    func updateContentSize() {
        guard let g = geometry else { return }
        let size = CGSize(width: bounds.width, height: g.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Layout

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size.width
            super.frame = newValue
            if super.frame.size.width != old { setNeedsLayout() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let answer = editingGestureShouldBegin(gestureRecognizer) { return answer }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // Touches select rows (`UITableView+Selection.swift`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = trackingTouch, touches.contains(touch) { editingTouchMoved(to: touch.location(in: self)) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches) }

    /// The frame of a row's cell (inset in `.insetGrouped`).
    func cellFrame(_ indexPath: IndexPath, in g: TableGeometry) -> CGRect {
        var rect = g.rowRect(indexPath, width: bounds.width)
        if style == .insetGrouped { rect = rect.insetBy(dx: systemMargin, dy: 0) }
        return rect
    }

    /// Shows exactly the rows, headers and footers intersecting the bounds.
    func layoutTable() {
        // A cell's own layoutIfNeeded may reach back up to the table: one pass at a time.
        guard !isLayingOutTable else { return }
        isLayingOutTable = true
        defer { isLayingOutTable = false }
        var g = loadGeometryIfNeeded()
        let visibleRect = bounds
        // Measure self-sizing rows coming on screen; measuring moves what follows.
        var fresh: [IndexPath: UITableViewCell] = [:]
        for _ in 0..<16 {
            var changed = false
            for ip in g.rows(inMinY: visibleRect.minY, maxY: visibleRect.maxY) where g.needsMeasure(ip) {
                let cell = visible[ip] ?? fresh[ip] ?? makeCell(at: ip)
                if visible[ip] == nil { fresh[ip] = cell }
                let width = cellFrame(ip, in: g).width
                g.setMeasuredHeight(selfSizingHeight(of: cell, width: width), at: ip)
                changed = true
            }
            if !changed { break }
        }
        geometry = g
        updateContentSize()
        let wanted = g.rows(inMinY: visibleRect.minY, maxY: visibleRect.maxY)
        let wantedSet = Set(wanted)
        for (ip, cell) in visible where !wantedSet.contains(ip) {
            visible[ip] = nil
            endDisplaying(cell, at: ip)
        }
        for (ip, cell) in fresh where !wantedSet.contains(ip) { recycle(cell) }
        for ip in wanted {
            let cell: UITableViewCell
            var isNew = false
            if let existing = visible[ip] {
                cell = existing
            } else {
                cell = fresh[ip] ?? makeCell(at: ip)
                isNew = true
                visible[ip] = cell
            }
            configure(cell, at: ip, in: g)
            if isNew {
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                if cell.superview !== self { insertSubview(cell, at: firstContentIndex) }
            }
            cell.layoutIfNeeded()
        }
        layoutHeadersAndFooters(g, in: visibleRect)
        layoutTableViews(g)
    }

    /// Subviews below this index are the background view.
    private var firstContentIndex: Int {
        if let bg = backgroundView, bg.superview === self { return (subviews.firstIndex { $0 === bg } ?? -1) + 1 }
        return 0
    }

    /// Asks the data source for a row's cell.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let ds = dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = ds.tableView(self, cellForRowAt: indexPath)
        let frame = cellFrame(indexPath, in: geometry ?? loadGeometryIfNeeded())
        if cell.frame.width != frame.width { cell.frame.size.width = frame.width }
        cell.systemHorizontalMargin = systemMargin
        return cell
    }

    /// Places a visible cell and applies the table's per-row state.
    func configure(_ cell: UITableViewCell, at ip: IndexPath, in g: TableGeometry) {
        let frame = cellFrame(ip, in: g)
        // A row being reordered follows the finger.
        if cell.frame != frame, editingState.reorderCell !== cell { cell.frame = frame }
        cell.systemHorizontalMargin = systemMargin
        var inset = separatorInset
        if style == .insetGrouped { inset.left = max(0, inset.left) }
        cell.tableSeparatorInset = inset
        let lastInSection = ip.row == g.sections[ip.section].rowHeights.count - 1
        // As in UIKit, a selected or highlighted row hides its separator and the one above it.
        let next = IndexPath(row: ip.row + 1, section: ip.section)
        let marked = { (p: IndexPath) in self.selected.contains(p) || self.highlightedRow == p }
        cell.showsSeparator = separatorStyle != .none && (style == .plain || !lastInSection)
            && !marked(ip) && (lastInSection || !marked(next))
        if let color = separatorColor { cell.separatorView.backgroundColor = color }
        let isSelected = selected.contains(ip)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
        let isHighlighted = highlightedRow == ip
        if cell.isHighlighted != isHighlighted { cell.setHighlighted(isHighlighted, animated: false) }
        applyEditing(to: cell, at: ip)
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if ip.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    /// Removes a cell from the screen, tells the delegate, and recycles it.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        recycle(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.resetSwipe()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.isSelected { cell.setSelected(false, animated: false) }
        if let id = cell.reuseIdentifier { cellPool[id, default: []].append(cell) }
    }

    private func layoutTableViews(_ g: TableGeometry) {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: g.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: g.tableFooterTop, width: width, height: g.tableFooterHeight)
        }
        backgroundView?.frame = bounds
    }
}
