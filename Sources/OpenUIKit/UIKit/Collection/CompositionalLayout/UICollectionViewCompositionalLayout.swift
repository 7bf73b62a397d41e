import Foundation

/// Returns the layout of section `index` (nil: the section shows nothing).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items
/// (`UICollectionViewCompositionalLayout`).
///
/// `prepare()` asks the section provider for each section with the current
/// environment (the collection view's bounds size and adjusted content
/// insets, and its traits) and lays every section out once: groups repeat
/// until the section's items are placed, sections follow each other
/// `interSectionSpacing` apart along `configuration.scrollDirection`,
/// headers and footers of the layout go before the first and after the last.
/// Frames are cached per section; `layoutAttributesForElements(in:)` finds
/// the sections and groups meeting the rectangle by binary search, so a
/// query costs the visible items, not the section's size. Pinned headers,
/// the offsets of orthogonally scrolling sections and each section's
/// `visibleItemsInvalidationHandler` are applied per query, to copies of
/// the cached attributes. A size change of the collection view invalidates
/// the layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's settings; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var sections: [CompositionalSectionLayout] = []
    private var globalBoundaries: [CompositionalSectionLayout.Boundary] = []
    private var contentSize: CGSize = .zero
    private var environment: CompositionalLayoutEnvironment?

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections = []
        globalBoundaries = []
        contentSize = .zero
        guard let cv = collectionView else { return }
        let i = cv.adjustedContentInset
        let container = CompositionalLayoutContainer(
            contentSize: cv.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right))
        let env = CompositionalLayoutEnvironment(container: container, traitCollection: cv.traitCollection)
        environment = env
        let vertical = configuration.scrollDirection == .vertical
        let effective = container.effectiveContentSize
        let crossLength = vertical ? effective.width : effective.height
        var cursor: CGFloat = 0

        let layoutRect = { (start: CGFloat, end: CGFloat) -> CGRect in
            vertical ? CGRect(x: 0, y: start, width: crossLength, height: end - start)
                     : CGRect(x: start, y: 0, width: end - start, height: crossLength)
        }
        // Layout headers, then the sections, then layout footers.
        let global = configuration.boundarySupplementaryItems
        let globalPath = IndexPath(item: 0, section: 0)
        cursor = placeBoundaries(global.filter { isStart($0.alignment, vertical: vertical) }, leading: true, at: cursor,
                                 crossStart: 0, crossLength: crossLength, container: effective, vertical: vertical,
                                 indexPath: globalPath, into: &globalBoundaries)
        let count = cv.numberOfSections
        for s in 0..<count {
            if s > 0 { cursor += configuration.interSectionSpacing }
            var laid = CompositionalSectionLayout(index: s)
            if let section = sectionProvider(s, env) {
                laid = layOut(section, index: s, items: cv.numberOfItems(inSection: s), start: cursor,
                              crossLength: crossLength, container: effective, vertical: vertical, environment: env)
            } else {
                laid.frame = layoutRect(cursor, cursor)
            }
            cursor = vertical ? laid.frame.maxY : laid.frame.maxX
            sections.append(laid)
        }
        let contentEnd = cursor
        cursor = placeBoundaries(global.filter { isEnd($0.alignment, vertical: vertical) }, leading: false, at: cursor,
                                 crossStart: 0, crossLength: crossLength, container: effective, vertical: vertical,
                                 indexPath: globalPath, into: &globalBoundaries)
        // Layout headers on the other axis sit inside the content.
        for item in global where !isStart(item.alignment, vertical: vertical) && !isEnd(item.alignment, vertical: vertical) {
            let area = layoutRect(0, contentEnd)
            globalBoundaries.append(.init(attributes: boundaryAttributes(item, in: area, container: effective, indexPath: globalPath),
                                          pinned: false, leading: true))
        }
        contentSize = vertical ? CGSize(width: crossLength, height: cursor) : CGSize(width: cursor, height: crossLength)
    }

    private func isStart(_ a: NSRectAlignment, vertical: Bool) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(a) : [.leading, .topLeading, .bottomLeading].contains(a)
    }

    private func isEnd(_ a: NSRectAlignment, vertical: Bool) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(a) : [.trailing, .topTrailing, .bottomTrailing].contains(a)
    }

    /// Headers (`leading`) or footers along the layout's axis from `position`;
    /// returns the position after those that extend the boundary.
    private func placeBoundaries(_ items: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool, at position: CGFloat,
                                 crossStart: CGFloat, crossLength: CGFloat, container: CGSize, vertical: Bool,
                                 indexPath: IndexPath, into out: inout [CompositionalSectionLayout.Boundary]) -> CGFloat {
        var position = position
        for item in items {
            let resolveIn = vertical ? CGSize(width: crossLength, height: container.height)
                                     : CGSize(width: container.width, height: crossLength)
            let size = item.layoutSize.resolved(in: resolveIn)
            let length = vertical ? size.height : size.width
            let area = vertical ? CGRect(x: crossStart, y: position, width: crossLength, height: length)
                                : CGRect(x: position, y: crossStart, width: length, height: crossLength)
            let attrs = boundaryAttributes(item, in: area, container: container, indexPath: indexPath)
            out.append(.init(attributes: attrs, pinned: item.pinToVisibleBounds, leading: leading))
            if item.extendsBoundary { position += length }
        }
        return position
    }

    /// A boundary item's attributes, aligned in `area` by its alignment.
    private func boundaryAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, in area: CGRect, container: CGSize,
                                    indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let size = item.layoutSize.resolved(in: CGSize(width: area.width, height: max(area.height, container.height)))
        let edges = NSCollectionLayoutBoundarySupplementaryItem.edges(of: item.alignment)
        let anchor = NSCollectionLayoutAnchor(edges: edges)
        let p = anchor.point(in: area)
        let q = anchor.point(in: CGRect(origin: .zero, size: size))
        let attrs = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attrs.frame = CGRect(x: p.x - q.x + item.offset.x, y: p.y - q.y + item.offset.y, width: size.width, height: size.height)
        attrs.zIndex = item.zIndex
        return attrs
    }

    /// Lays out one section from `start` along the layout's axis.
    private func layOut(_ section: NSCollectionLayoutSection, index s: Int, items count: Int, start: CGFloat,
                        crossLength: CGFloat, container: CGSize, vertical: Bool,
                        environment env: CompositionalLayoutEnvironment) -> CompositionalSectionLayout {
        var laid = CompositionalSectionLayout(index: s)
        laid.handler = section.visibleItemsInvalidationHandler
        let insets = section.contentInsets
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let (crossLead, crossTrail) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let (mainLead, mainTrail) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let sectionPath = IndexPath(item: 0, section: s)
        let follows = section.followsInsets
        let boundaryCross = follows ? (crossLead, crossLength - crossLead - crossTrail) : (0, crossLength)

        // Headers.
        var cursor = placeBoundaries(section.boundarySupplementaryItems.filter { isStart($0.alignment, vertical: vertical) },
                                     leading: true, at: start, crossStart: boundaryCross.0, crossLength: boundaryCross.1,
                                     container: container, vertical: vertical, indexPath: sectionPath, into: &laid.boundaries)
        cursor += mainLead
        let contentStart = cursor

        // Groups.
        let groupContainer = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                                    height: max(0, container.height - insets.top - insets.bottom))
        let group = section.group
        let template = CompositionalGroupTemplate.make(group, size: group.layoutSize.resolved(in: groupContainer), environment: env)
        // Groups run along the layout's axis, or across it when the section scrolls on its own.
        let alongX = vertical == orthogonal
        laid.searchesAlongX = alongX
        var placed = 0
        var along = alongX ? (vertical ? crossLead : cursor) : (vertical ? cursor : crossLead)
        let crossOrigin = alongX ? (vertical ? cursor : crossLead) : (vertical ? crossLead : cursor)
        var thickness: CGFloat = 0
        if template.leaves.isEmpty, count > 0 {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "the group of section \(s) lays out no items; its \(count) items are not shown")
        }
        while placed < count, !template.leaves.isEmpty {
            if placed > 0 { along += section.interGroupSpacing }
            let origin = alongX ? CGPoint(x: along, y: crossOrigin) : CGPoint(x: crossOrigin, y: along)
            let used = min(template.leaves.count, count - placed)
            let firstCell = laid.cells.count, firstSupplementary = laid.supplementaries.count
            for leaf in template.leaves.prefix(used) {
                let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed + laid.cells.count - firstCell, section: s))
                attrs.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                attrs.zIndex = leaf.zIndex
                attrs.isInSectionScroller = orthogonal
                laid.cells.append(attrs)
            }
            for sup in template.supplementaries where sup.leaf < used {
                let attrs = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: sup.kind,
                                                             with: IndexPath(item: placed + sup.leaf, section: s))
                attrs.frame = sup.frame.offsetBy(dx: origin.x, dy: origin.y)
                attrs.zIndex = sup.zIndex
                attrs.isInSectionScroller = orthogonal
                laid.supplementaries.append(attrs)
            }
            let frame = CGRect(origin: origin, size: template.size)
            laid.groups.append(.init(frame: frame, cells: firstCell..<laid.cells.count,
                                     supplementaries: firstSupplementary..<laid.supplementaries.count))
            along += alongX ? template.size.width : template.size.height
            thickness = max(thickness, alongX ? template.size.height : template.size.width)
            placed += used
        }
        // The content's end along the layout's axis.
        if orthogonal {
            cursor = contentStart + (laid.groups.isEmpty ? 0 : thickness)
            let groupEnd = along + (vertical ? crossTrail : crossTrail)
            let band = vertical ? CGRect(x: 0, y: contentStart, width: crossLength, height: cursor - contentStart)
                                : CGRect(x: contentStart, y: 0, width: cursor - contentStart, height: crossLength)
            let extent = max(vertical ? band.width : band.height, groupEnd)
            laid.orthogonal = OrthogonalScrollingSection(
                section: s, band: band,
                contentSize: vertical ? CGSize(width: extent, height: band.height) : CGSize(width: band.width, height: extent),
                behavior: section.orthogonalScrollingBehavior,
                groupFrames: laid.groups.map(\.frame), horizontal: vertical)
        } else {
            cursor = laid.groups.isEmpty ? contentStart : along
        }
        cursor += mainTrail
        let contentEnd = cursor

        // Footers, and boundary items on the other axis (inside the content).
        cursor = placeBoundaries(section.boundarySupplementaryItems.filter { isEnd($0.alignment, vertical: vertical) },
                                 leading: false, at: cursor, crossStart: boundaryCross.0, crossLength: boundaryCross.1,
                                 container: container, vertical: vertical, indexPath: sectionPath, into: &laid.boundaries)
        for item in section.boundarySupplementaryItems where !isStart(item.alignment, vertical: vertical) && !isEnd(item.alignment, vertical: vertical) {
            let area = vertical ? CGRect(x: boundaryCross.0, y: contentStart, width: boundaryCross.1, height: contentEnd - contentStart)
                                : CGRect(x: contentStart, y: boundaryCross.0, width: contentEnd - contentStart, height: boundaryCross.1)
            laid.boundaries.append(.init(attributes: boundaryAttributes(item, in: area, container: container, indexPath: sectionPath),
                                         pinned: false, leading: true))
        }
        laid.frame = vertical ? CGRect(x: 0, y: start, width: crossLength, height: cursor - start)
                              : CGRect(x: start, y: 0, width: cursor - start, height: crossLength)
        for item in section.decorationItems {
            let i = item.contentInsets
            let attrs = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: sectionPath)
            attrs.frame = CGRect(x: laid.frame.minX + i.leading, y: laid.frame.minY + i.top,
                                 width: max(0, laid.frame.width - i.leading - i.trailing),
                                 height: max(0, laid.frame.height - i.top - i.bottom))
            attrs.zIndex = item.zIndex
            laid.decorations.append(attrs)
        }
        laid.finishIndex()
        return laid
    }

    // MARK: Queries

    override func orthogonalScrollingSections() -> [OrthogonalScrollingSection] {
        sections.compactMap(\.orthogonal)
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    private func offset(ofSection s: Int) -> CGPoint {
        collectionView?.orthogonalOffsets[s] ?? .zero
    }

    /// A pinned boundary item's frame: at the visible edge, within its section.
    private func pinnedFrame(_ b: CompositionalSectionLayout.Boundary, within range: CGRect) -> CGRect {
        var f = b.attributes.frame
        guard b.pinned, let cv = collectionView else { return f }
        let vertical = isVertical
        let inset = cv.adjustedContentInset
        let visible = cv.bounds
        if vertical {
            if b.leading {
                f.origin.y = max(f.minY, min(visible.minY + inset.top, range.maxY - f.height))
            } else {
                f.origin.y = min(f.minY, max(visible.maxY - inset.bottom - f.height, range.minY))
            }
        } else {
            if b.leading {
                f.origin.x = max(f.minX, min(visible.minX + inset.left, range.maxX - f.width))
            } else {
                f.origin.x = min(f.minX, max(visible.maxX - inset.right - f.width, range.minX))
            }
        }
        return f
    }

    private func resolvedBoundary(_ b: CompositionalSectionLayout.Boundary, within range: CGRect) -> UICollectionViewLayoutAttributes {
        guard b.pinned else { return b.attributes }
        let copy = b.attributes.copied()
        copy.frame = pinnedFrame(b, within: range)
        return copy
    }

    /// A cell's or badge's attributes as shown: moved by its section's own scroll offset.
    private func shown(_ attrs: UICollectionViewLayoutAttributes, in section: CompositionalSectionLayout) -> UICollectionViewLayoutAttributes {
        guard section.orthogonal != nil else { return attrs }
        let o = offset(ofSection: section.index)
        let copy = attrs.copied()
        copy.frame = attrs.frame.offsetBy(dx: -o.x, dy: -o.y)
        return copy
    }

    /// The sections whose extent along the layout's axis meets `rect`.
    private func sectionRange(meeting rect: CGRect) -> Range<Int> {
        let vertical = isVertical
        let lo = vertical ? rect.minY : rect.minX
        let hi = vertical ? rect.maxY : rect.maxX
        var a = 0, b = sections.count
        while a < b {
            let m = (a + b) / 2
            if (vertical ? sections[m].frame.maxY : sections[m].frame.maxX) < lo { a = m + 1 } else { b = m }
        }
        var end = a
        while end < sections.count, (vertical ? sections[end].frame.minY : sections[end].frame.minX) <= hi { end += 1 }
        return a..<end
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for b in globalBoundaries {
            let attrs = resolvedBoundary(b, within: CGRect(origin: .zero, size: contentSize))
            if attrs.frame.intersects(rect) { out.append(attrs) }
        }
        // Pinned headers may show over a section that begins above the rectangle.
        for s in sectionRange(meeting: rect) {
            let section = sections[s]
            var found: [UICollectionViewLayoutAttributes] = []
            for d in section.decorations where d.frame.intersects(rect) { found.append(d) }
            var search = rect
            if section.orthogonal != nil {
                let o = offset(ofSection: s)
                search = rect.offsetBy(dx: o.x, dy: o.y)
            }
            for g in section.groupRange(meeting: search) {
                let slot = section.groups[g]
                for c in slot.cells where section.cells[c].frame.intersects(search) {
                    found.append(shown(section.cells[c], in: section))
                }
                for u in slot.supplementaries where section.supplementaries[u].frame.intersects(search) {
                    found.append(shown(section.supplementaries[u], in: section))
                }
            }
            for b in section.boundaries {
                let attrs = resolvedBoundary(b, within: section.frame)
                if attrs.frame.intersects(rect) { found.append(attrs) }
            }
            if let handler = section.handler, let env = environment {
                found = found.map { $0.copied() }
                let items = found.filter { $0.representedElementCategory != .decorationView }.map { CompositionalVisibleItem($0) }
                handler(items, sectionContentOffset(section), env)
            }
            out.append(contentsOf: found)
        }
        return out
    }

    /// The scroll offset a section's invalidation handler is given: its own
    /// scroll view's for an orthogonal section, the collection view's otherwise.
    private func sectionContentOffset(_ section: CompositionalSectionLayout) -> CGPoint {
        if section.orthogonal != nil { return offset(ofSection: section.index) }
        return collectionView?.contentOffset ?? .zero
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.cells.indices.contains(indexPath.item) else { return nil }
        return shown(section.cells[indexPath.item], in: section)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let b = globalBoundaries.first(where: { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }) {
            return resolvedBoundary(b, within: CGRect(origin: .zero, size: contentSize))
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if let b = section.boundaries.first(where: { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }) {
            return resolvedBoundary(b, within: section.frame)
        }
        if let attrs = section.supplementaries.first(where: { $0.representedElementKind == elementKind && $0.indexPath == indexPath }) {
            return shown(attrs, in: section)
        }
        return nil
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations.first { $0.representedElementKind == elementKind }
    }
}
