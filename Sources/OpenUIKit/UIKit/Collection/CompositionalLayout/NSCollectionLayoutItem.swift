import Foundation

/// The smallest element of a compositional layout: one cell
/// (`NSCollectionLayoutItem`).
///
/// Its group gives it a slot of `layoutSize` (resolved against the group's
/// size) plus `edgeSpacing` around it; `contentInsets` then shrink the
/// cell's frame inside that slot — never the group. An inset is ignored on
/// an axis whose dimension is estimated, as UIKit documents.
/// `supplementaryItems` (badges) attach to the item's frame.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    private let size: NSCollectionLayoutSize
    var supplementaryStorage: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        size = layoutSize
        supplementaryStorage = supplementaryItems
    }

    /// Space inside the item's slot between the slot's edges and the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's slot that its group keeps (nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The item's size.
    open var layoutSize: NSCollectionLayoutSize { size }
    /// Views attached to the item (badges and the like).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryStorage }
}
