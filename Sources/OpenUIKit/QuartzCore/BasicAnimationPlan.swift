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
    /// The general path: additive or cumulative, only one endpoint given, or
    /// a key the plan has no case for.
    case general
    case opacity(Double, Double)
    case position(CGPoint, CGPoint)
    case bounds(CGRect, CGRect)
    /// From and to transforms with their decompositions, owned by the
    /// animation (unretained here: reading the plan retains nothing).
    case transform(Unmanaged<TransformInterpolation.PairCache>)
}
