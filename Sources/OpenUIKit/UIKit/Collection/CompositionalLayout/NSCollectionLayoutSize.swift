import Foundation

/// A width and a height dimension (`NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    private let width: NSCollectionLayoutDimension
    private let height: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.width = width
        self.height = height
    }

    open var widthDimension: NSCollectionLayoutDimension { width }
    open var heightDimension: NSCollectionLayoutDimension { height }

    /// The size in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: width.resolved(in: container), height: height.resolved(in: container))
    }
}
