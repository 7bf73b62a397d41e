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

    /// Whether a bounds change requires a new layout (default false). When
    /// it answers true the collection view invalidates the layout with
    /// `invalidationContext(forBoundsChange:)`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling that ends with `velocity` (points per second) should
    /// stop, given the offset it would reach by itself: a layout overrides it
    /// to snap to items or pages. The default keeps `proposedContentOffset`.
    /// The collection view asks before its delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    /// The class of the invalidation contexts this layout makes (default
    /// `UICollectionViewLayoutInvalidationContext`); a layout with custom
    /// invalidation data returns its subclass.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout for `prepare()` on the next layout pass: an
    /// invalidation with a context whose `invalidateEverything` is true.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates the layout as `context` describes: the layout is prepared
    /// again on the next layout pass, and the collection view's content
    /// offset and size move by the context's adjustments. Subclasses with
    /// their own context call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let cv = collectionView else { return }
        let size = context.contentSizeAdjustment, offset = context.contentOffsetAdjustment
        if size != .zero {
            cv.contentSize = CGSize(width: cv.contentSize.width + size.width, height: cv.contentSize.height + size.height)
        }
        if offset != .zero {
            cv.contentOffset = CGPoint(x: cv.contentOffset.x + offset.x, y: cv.contentOffset.y + offset.y)
        }
        cv.setNeedsLayout()
    }

    /// The context for a bounds change the layout said needs a new layout
    /// (default: a new context of `invalidationContextClass`).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass`; a class that is not an
    /// invalidation context is reported as UIKit reports it.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "invalidationContextClass \(contextClass) is not a subclass of UICollectionViewLayoutInvalidationContext")
            return UICollectionViewLayoutInvalidationContext()
        }
        return type.init()
    }

    // MARK: Updates

    /// The update being animated (set by the collection view before
    /// `prepare(forCollectionViewUpdates:)`, cleared when it ends).
    var currentUpdate: CollectionUpdateState?

    /// Called before the collection view animates a batch update, with
    /// one item per inserted, deleted, reloaded or moved section and item
    /// (sections carry `NSNotFound` as their item). The layout has already
    /// been prepared with the new counts.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the update's animation block, after the items' end
    /// states are set: changes made here animate with them.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item the update inserts (or reloads) starts. The default is
    /// its new attributes at alpha 0, so it fades in where it will be, as
    /// UIKit's layouts do; nil (for other items) makes it appear at once.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate, update.isAppearing(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copied() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an item the update deletes (or reloads) ends, by its index path
    /// before the update. The default is its old attributes at alpha 0, so
    /// it fades out where it was; nil keeps it unchanged until the end.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate, update.isDisappearing(itemIndexPath),
              let attributes = update.oldItemAttributes[itemIndexPath]?.copied() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an appearing supplementary view starts (one of an inserted
    /// section, or named by `indexPathsToInsertForSupplementaryView(ofKind:)`):
    /// by default its attributes at alpha 0.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate, update.appearingSections.contains(elementIndexPath.section)
                || indexPathsToInsertForSupplementaryView(ofKind: elementKind).contains(elementIndexPath),
              let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copied() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a disappearing supplementary view ends (one of a deleted
    /// section, or named by `indexPathsToDeleteForSupplementaryView(ofKind:)`),
    /// by its index path before the update: by default its old attributes at alpha 0.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate,
              let attributes = update.oldSupplementaryAttributes[ElementKey(kind: elementKind, indexPath: elementIndexPath)]?.copied()
        else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// The supplementary views of `elementKind` the update adds beyond those
    /// of inserted sections (default none), by their new index paths.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` the update removes beyond
    /// those of deleted sections (default none), by their old index paths.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Layout transitions

    /// Called on the outgoing layout before an animated change to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the incoming layout before an animated change from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts when a layout change's animation ends.
    open func finalizeLayoutTransition() {}

    /// The content offset to show after a layout change or update, given
    /// the one the collection view would keep (default: that one).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
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
