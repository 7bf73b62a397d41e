import Foundation

/// Where a supplementary item attaches to its item or group
/// (`NSCollectionLayoutAnchor`): the edges it touches (none or two opposite
/// edges centre it on that axis) and an offset, in points or as a fraction
/// of the supplementary item's own size.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    private let anchorEdges: NSDirectionalRectEdge
    private let anchorOffset: CGPoint
    private let fractional: Bool
    private let hasOffset: Bool

    public init(edges: NSDirectionalRectEdge) {
        anchorEdges = edges
        anchorOffset = .zero
        fractional = false
        hasOffset = false
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        anchorEdges = edges
        anchorOffset = absoluteOffset
        fractional = false
        hasOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        anchorEdges = edges
        anchorOffset = fractionalOffset
        fractional = true
        hasOffset = true
    }

    open var edges: NSDirectionalRectEdge { anchorEdges }
    open var offset: CGPoint { anchorOffset }
    open var isAbsoluteOffset: Bool { hasOffset && !fractional }
    open var isFractionalOffset: Bool { fractional }

    /// The anchor point of `rect` on these edges (its centre on an axis with
    /// neither or both edges).
    func point(in rect: CGRect) -> CGPoint {
        func axis(_ lo: Bool, _ hi: Bool, _ min: CGFloat, _ mid: CGFloat, _ max: CGFloat) -> CGFloat {
            lo == hi ? mid : (lo ? min : max)
        }
        return CGPoint(x: axis(anchorEdges.contains(.leading), anchorEdges.contains(.trailing), rect.minX, rect.midX, rect.maxX),
                       y: axis(anchorEdges.contains(.top), anchorEdges.contains(.bottom), rect.minY, rect.midY, rect.maxY))
    }

    /// The offset in points for an item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: anchorOffset.x * size.width, y: anchorOffset.y * size.height) : anchorOffset
    }
}
