import Foundation

/// The abstract base of collection view layouts (`UICollectionViewLayout`).
///
/// The collection view calls `prepare()` once per invalidation, then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)`
/// for the visible rectangle on every layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set by the collection view).
    public internal(set) weak var collectionView: UICollectionView?
    var needsPrepare = true

    public override init() {}

    /// Computes the layout; called after each invalidation. Subclasses call super.
    open func prepare() {}

    /// The size of all the content (default `.zero`).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element intersecting `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change requires a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout for `prepare()` on the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
