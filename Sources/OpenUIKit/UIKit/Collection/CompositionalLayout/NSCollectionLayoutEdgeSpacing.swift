import Foundation

/// The space around an item, outside its frame, that its group keeps
/// (`NSCollectionLayoutEdgeSpacing`); nil edges take no space.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    private let edges: (leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?)

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        edges = (leading, top, trailing, bottom)
    }

    open var leading: NSCollectionLayoutSpacing? { edges.leading }
    open var top: NSCollectionLayoutSpacing? { edges.top }
    open var trailing: NSCollectionLayoutSpacing? { edges.trailing }
    open var bottom: NSCollectionLayoutSpacing? { edges.bottom }
}
