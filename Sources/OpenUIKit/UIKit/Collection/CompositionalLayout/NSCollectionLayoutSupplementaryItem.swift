import Foundation

/// A view attached to an item or a group, such as a badge
/// (`NSCollectionLayoutSupplementaryItem`).
///
/// Its size resolves against its container's frame. The container anchor
/// names a point of that frame (the edges it lists; the centre on an axis
/// with neither or both) moved by the anchor's offset (points, or a fraction
/// of the supplementary item's size); the item anchor — by default the same
/// edges — names the point of the supplementary item placed there. It
/// takes its container's index path and shows the view the data source
/// returns for `elementKind`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    private let kind: String
    private let container: NSCollectionLayoutAnchor
    private let item: NSCollectionLayoutAnchor?

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: itemAnchor)
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, anchor: NSCollectionLayoutAnchor?) {
        kind = elementKind
        container = containerAnchor
        item = anchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The stacking order of the view (UICollectionViewLayoutAttributes' `zIndex`).
    open var zIndex = 0
    open var elementKind: String { kind }
    open var containerAnchor: NSCollectionLayoutAnchor { container }
    open var itemAnchor: NSCollectionLayoutAnchor? { item }

    /// The frame attached to `containerFrame`.
    func frame(attachedTo containerFrame: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: containerFrame.size)
        let anchor = containerAnchor
        var point = anchor.point(in: containerFrame)
        let shift = anchor.offset(for: size)
        point.x += shift.x
        point.y += shift.y
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: anchor.edges)
        let p = own.point(in: CGRect(origin: .zero, size: size))
        let ownShift = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: point.x - p.x + ownShift.x, y: point.y - p.y + ownShift.y, width: size.width, height: size.height)
    }
}
