import Foundation

/// A line-based grid layout (`UICollectionViewFlowLayout`).
///
/// Items fill *lines* — rows when `scrollDirection` is `.vertical`, columns
/// when `.horizontal` — section after section. The algorithm (UIKit's, as
/// observed):
/// - The line length is the collection view's width (height when
///   horizontal) minus its content insets and the section's left and right
///   (top and bottom) insets. Items are placed greedily: an item joins the
///   line while the items plus `minimumInteritemSpacing` between them fit.
/// - A full line (any but the section's last) is *justified*: its first item
///   touches the leading inset, its last the trailing inset, and the free
///   space is shared equally between the gaps (so the real spacing is at
///   least the minimum). A line holding one item centres it.
/// - The section's last line reuses the spacing of the line before it,
///   aligned to the leading inset, so its items sit under the columns above;
///   when the section has a single line, that line is justified as well.
/// - Items are centred across the line, whose thickness is its tallest
///   (widest) item; lines are `minimumLineSpacing` apart, and a section
///   occupies its top inset, its lines and its bottom inset.
/// Per-item sizes and per-section metrics come from the delegate when it
/// adopts `UICollectionViewDelegateFlowLayout`. `estimatedItemSize` is
/// accepted and ignored (no self-sizing). Headers and footers are not modelled.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Default 50 × 50, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Accepted and ignored: Segue's flow layout does not self-size.
    open var estimatedItemSize: CGSize = .zero
    /// Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    /// `UICollectionViewFlowLayout.automaticSize` (treated as `itemSize`).
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    open override func prepare() {
        super.prepare()
        itemAttributes = []
        contentSize = .zero
        guard let cv = collectionView else { return }
        let flowDelegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let ci = cv.adjustedContentInset
        let viewLength = vertical ? cv.bounds.width - ci.left - ci.right : cv.bounds.height - ci.top - ci.bottom
        // `along` runs within a line, `across` from line to line.
        var across: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: section)
            let inset = flowDelegate?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interSpacing = flowDelegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (leadInset, trailInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (startInset, endInset) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let available = viewLength - leadInset - trailInset
            var sizes: [CGSize] = []
            for item in 0..<count {
                var s = flowDelegate?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                if s == Self.automaticSize { s = itemSize }
                sizes.append(CGSize(width: max(0, s.width), height: max(0, s.height)))
            }
            func alongSize(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
            func acrossSize(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
            // Break into lines.
            var lines: [Range<Int>] = []
            var lineStart = 0
            var used: CGFloat = 0
            for i in 0..<count {
                let a = alongSize(sizes[i])
                if i > lineStart, used + interSpacing + a > available + 1e-9 {
                    lines.append(lineStart..<i)
                    lineStart = i
                    used = a
                } else {
                    used += (i > lineStart ? interSpacing : 0) + a
                }
            }
            if count > lineStart { lines.append(lineStart..<count) }
            across += startInset
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var previousGap: CGFloat?
            for (n, line) in lines.enumerated() {
                let total = line.reduce(CGFloat(0)) { $0 + alongSize(sizes[$1]) }
                let k = line.count
                let isLast = n == lines.count - 1
                var along: CGFloat
                let gap: CGFloat
                if isLast, let previous = previousGap {
                    gap = previous
                    along = 0
                } else if k == 1 {
                    gap = interSpacing
                    along = (available - total) / 2
                } else {
                    gap = (available - total) / CGFloat(k - 1)
                    along = 0
                }
                if k > 1 || !isLast { previousGap = k > 1 ? gap : previousGap }
                let thickness = line.map { acrossSize(sizes[$0]) }.max() ?? 0
                for i in line {
                    let s = sizes[i]
                    let a = leadInset + along
                    let c = across + (thickness - acrossSize(s)) / 2
                    let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    attrs.frame = vertical ? CGRect(x: a, y: c, width: s.width, height: s.height)
                                           : CGRect(x: c, y: a, width: s.width, height: s.height)
                    sectionAttributes.append(attrs)
                    along += alongSize(s) + gap
                }
                across += thickness + (isLast ? 0 : lineSpacing)
            }
            across += endInset
            itemAttributes.append(sectionAttributes)
        }
        contentSize = vertical ? CGSize(width: viewLength, height: across) : CGSize(width: across, height: viewLength)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        itemAttributes.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }
}
