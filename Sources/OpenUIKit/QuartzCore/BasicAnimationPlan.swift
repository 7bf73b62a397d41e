import Foundation

/// How a `CABasicAnimation` writes its value, derived from the key path and
/// values when first applied (and again after they change): the common
/// from/to cases as plain values, read every tick without going through
/// `AnimatableValue`.
///
/// Stored in `CAAnimation` (the base class), next to the timing and the
/// curve: a subclass's stored properties come after all of the base's, and
/// the per-tick fields then share the object's first cache lines.
enum BasicAnimationPlan {
    case unknown
    /// No key path: nothing is written.
    case inert
    /// The general path: cumulative, a `byValue`, no `fromValue`, values of
    /// another kind than the key's, or a key the plan has no case for (a
    /// transform from a value towards the one beneath among them).
    case general
    case opacity(Double, Double)
    case position(CGPoint, CGPoint)
    /// From and to bounds, owned by the animation (unretained here). Boxed:
    /// inline they would take the plan, and the animation's per-tick
    /// fields, past two cache lines.
    case bounds(Unmanaged<RectPair>)
    /// From and to transforms with their decompositions, owned by the
    /// animation (unretained here: reading the plan retains nothing).
    case transform(Unmanaged<TransformInterpolation.PairCache>)
    /// From a value towards the value beneath the animation (no `toValue`
    /// and no `byValue`): what `UIView` animation blocks build.
    case opacityFrom(Double)
    case positionFrom(CGPoint)
    case boundsFrom(CGRect)
    /// From a transform towards the one beneath, decomposed for the value
    /// beneath when planned; another value beneath takes the general path
    /// (and the next plan is made for it).
    case transformFrom(Unmanaged<TransformInterpolation.PairCache>)
    /// Additive from/to values, added to the value beneath (a transform is
    /// concatenated after it): what `UIView` blocks build for position,
    /// bounds and transform (a delta towards zero).
    case additivePosition(CGPoint, CGPoint)
    case additiveBounds(Unmanaged<RectPair>)
    /// Additive bounds towards zero (a view block's delta): inline, the
    /// pair's object is not needed.
    case additiveBoundsDelta(CGRect)
    case additiveTransform(Unmanaged<TransformInterpolation.PairCache>)

    /// True for the from/to plans: their value does not depend on the value
    /// beneath the animation.
    var writesValueIndependentOfBeneath: Bool {
        switch self {
        case .opacity, .position, .bounds, .transform: return true
        default: return false
        }
    }

    /// The object the plan reads besides the animation, if any: its address
    /// and how many of its bytes an evaluation reads (for prefetching).
    var referencedObject: (address: UnsafeRawPointer, bytes: Int)? {
        switch self {
        case .bounds(let pair), .additiveBounds(let pair): return (UnsafeRawPointer(pair.toOpaque()), RectPair.bytes)
        case .transform(let pair), .additiveTransform(let pair):
            return (UnsafeRawPointer(pair.toOpaque()), TransformInterpolation.PairCache.bytes)
        case .transformFrom(let pair):
            // The end matrix too: it is compared with the value beneath.
            return (UnsafeRawPointer(pair.toOpaque()), TransformInterpolation.PairCache.allBytes)
        default: return nil
        }
    }
}

/// The endpoints of a bounds plan.
final class RectPair {
    let from: CGRect, to: CGRect
    init(_ from: CGRect, _ to: CGRect) { self.from = from; self.to = to }

    /// The object's size: header and the two rectangles.
    static let bytes = 16 + 2 * MemoryLayout<CGRect>.stride

    /// The endpoints of an unretained pair (nonisolated: its closure then
    /// runs without an executor check).
    @inline(__always)
    static func endpoints(of pair: Unmanaged<RectPair>) -> (CGRect, CGRect) {
        pair._withUnsafeGuaranteedRef { ($0.from, $0.to) }
    }
}
