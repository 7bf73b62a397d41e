import Foundation

/// The abstract base of collection view layouts (`UICollectionViewLayout`).
///
/// The collection view calls `prepare()` once per invalidation, then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)`
/// for the visible rectangle on every layout pass. The attributes name
/// cells, supplementary views (which the data source supplies) and
/// decoration views (which the collection view makes from the classes
/// registered here with `register(_:forDecorationViewOfKind:)`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set by the collection view).
    public internal(set) weak var collectionView: UICollectionView?
    var needsPrepare = true
    /// Decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]

    public override init() {}

    /// Computes the layout; called after each invalidation. Subclasses call super.
    open func prepare() {}

    /// The size of all the content (default `.zero`).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element intersecting `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view (default nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view (default nil).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change requires a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout for `prepare()` on the next layout pass.
    /// Where scrolling that ends with `velocity` (points per second) should
    /// stop, given the offset it would reach by itself: a layout overrides it
    /// to snap to items or pages. The default keeps `proposedContentOffset`.
    /// The collection view asks before its delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Registers the view class the collection view makes decoration views
    /// of `elementKind` from (nil removes it). A class that is not a
    /// `UICollectionReusableView` is reported as UIKit reports it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nil
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "attempt to register a class which is not a subclass of UICollectionReusableView (\(viewClass))")
            return
        }
        decorationClasses[elementKind] = reusable
    }

    /// Registers a nib whose top-level view is the decoration view of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib
    }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The sections that scroll along the other axis in a scroll view of
    /// their own (engine hook; only the compositional layout has them).
    func orthogonalScrollingSections() -> [OrthogonalScrollingSection] { [] }
}

/// A section with its own scroll view (engine type): `band` is the scroll
/// view's frame in the collection view's content, `contentSize` its content;
/// the section's unscrolled frames are in the collection view's content
/// coordinates, `groupFrames` too (for group paging).
struct OrthogonalScrollingSection {
    var section: Int
    var band: CGRect
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var groupFrames: [CGRect]
    var horizontal: Bool
}
