import Foundation

/// A layout between two layouts (`UICollectionViewTransitionLayout`).
///
/// Installed by `UICollectionView.startInteractiveTransition(to:completion:)`
/// (or made by the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`),
/// it lays every element out between its attributes in `currentLayout` and
/// in `nextLayout`, linearly by `transitionProgress` (0: the current
/// layout, 1: the next): centre, size, alpha and affine transform; the
/// z-index and visibility of the nearer layout. An element only one layout
/// shows fades: its alpha is scaled by its layout's share of the progress.
/// The content size is interpolated likewise.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    private let current: UICollectionViewLayout
    private let next: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// The layout the transition starts from.
    open var currentLayout: UICollectionViewLayout { current }

    /// The layout the transition goes to.
    open var nextLayout: UICollectionViewLayout { next }

    /// How far the transition has gone, 0 to 1; setting it re-lays out the items.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    /// A transition layout from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        current = currentLayout
        next = newLayout
        super.init()
    }

    /// Stores a value of the app's own for `key` (for example a finger's
    /// position) that its subclass reads while laying out.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
        invalidateLayout()
    }

    /// The value last stored for `key` (0 when none was).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        for layout in [current, next] {
            if layout.collectionView !== collectionView {
                layout.collectionView = collectionView
                layout.needsPrepare = true
            }
            layout.prepareIfNeeded()
        }
    }

    private var progress: CGFloat { min(max(transitionProgress.isFinite ? transitionProgress : 0, 0), 1) }

    open override var collectionViewContentSize: CGSize {
        let a = current.collectionViewContentSize, b = next.collectionViewContentSize, t = progress
        return CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Elements either layout shows near `rect`, then each at its interpolated place.
        let margin = rect.insetBy(dx: -rect.width, dy: -rect.height)
        var keys: [TransitionElementKey] = []
        var seen = Set<TransitionElementKey>()
        for attrs in (current.layoutAttributesForElements(in: margin) ?? []) + (next.layoutAttributesForElements(in: margin) ?? []) {
            let key = TransitionElementKey(attrs)
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys.compactMap(attributes(for:)).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: TransitionElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: TransitionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: TransitionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    private func attributes(for key: TransitionElementKey) -> UICollectionViewLayoutAttributes? {
        let from = key.attributes(in: current), to = key.attributes(in: next), t = progress
        switch (from, to) {
        case let (from?, to?): return Self.interpolate(from, to, t)
        case let (from?, nil):
            let a = from.copied()
            a.alpha *= 1 - t
            return a
        case let (nil, to?):
            let a = to.copied()
            a.alpha *= t
            return a
        case (nil, nil): return nil
        }
    }

    /// Attributes `t` of the way from `a` to `b` (linear).
    static func interpolate(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes,
                            _ t: CGFloat) -> UICollectionViewLayoutAttributes {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        let result = (t < 0.5 ? a : b).copied()
        let center = CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        let size = CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        result.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        result.alpha = mix(a.alpha, b.alpha)
        let p = a.transform, q = b.transform
        result.transform = CGAffineTransform(a: mix(p.a, q.a), b: mix(p.b, q.b), c: mix(p.c, q.c), d: mix(p.d, q.d),
                                             tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty))
        return result
    }
}

/// One element across two layouts (engine type).
struct TransitionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    @MainActor init(_ attrs: UICollectionViewLayoutAttributes) {
        self.init(category: attrs.representedElementCategory, kind: attrs.representedElementKind, indexPath: attrs.indexPath)
    }

    @MainActor func attributes(in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch category {
        case .cell: return layout.layoutAttributesForItem(at: indexPath)
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: kind ?? "", at: indexPath)
        case .decorationView: return layout.layoutAttributesForDecorationView(ofKind: kind ?? "", at: indexPath)
        }
    }
}
