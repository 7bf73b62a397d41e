import Foundation

/// One item's frame in a custom group, relative to the group's origin
/// (`NSCollectionLayoutGroupCustomItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    private let itemFrame: CGRect
    private let itemZIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    public init(frame: CGRect, zIndex: Int) {
        itemFrame = frame
        itemZIndex = zIndex
    }

    open var frame: CGRect { itemFrame }
    open var zIndex: Int { itemZIndex }
}
