import Foundation

/// Which parts of a layout an invalidation concerns
/// (`UICollectionViewLayoutInvalidationContext`).
///
/// A layout makes contexts of its `invalidationContextClass`; the
/// collection view makes one when the layout is replaced or the data is
/// reloaded (`invalidateEverything`), when items are inserted, deleted or
/// moved (`invalidateDataSourceCounts`), and for bounds changes the layout
/// asks for (`invalidationContext(forBoundsChange:)`). Code that knows
/// what changed configures one and passes it to `invalidateLayout(with:)`,
/// which also moves the content by `contentOffsetAdjustment` and
/// `contentSizeAdjustment`. Segue's layouts compute everything again on any
/// invalidation; the context tells custom layouts what changed.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() {}

    /// Whether everything is invalid (set by the collection view: new
    /// layout, new data source, `reloadData()`, `invalidateLayout()`).
    open internal(set) var invalidateEverything = false

    /// Whether the section and item counts changed (set by the collection
    /// view for `reloadData()` and batch updates).
    open internal(set) var invalidateDataSourceCounts = false

    /// How far the collection view's content offset moves (default zero).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the collection view's content size changes (default zero).
    open var contentSizeAdjustment: CGSize = .zero

    /// The items marked with `invalidateItems(at:)` (nil: none).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views marked invalid, by kind (nil: none).
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views marked invalid, by kind (nil: none).
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Marks items whose layout changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        var all = invalidatedItemIndexPaths ?? []
        for ip in indexPaths where !all.contains(ip) { all.append(ip) }
        invalidatedItemIndexPaths = all
    }

    /// Marks supplementary views of `elementKind` whose layout changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        for ip in indexPaths where !(all[elementKind] ?? []).contains(ip) { all[elementKind, default: []].append(ip) }
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of `elementKind` whose layout changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        for ip in indexPaths where !(all[elementKind] ?? []).contains(ip) { all[elementKind, default: []].append(ip) }
        invalidatedDecorationIndexPaths = all
    }
}
