import Foundation

/// UIKit's additive view animations (iOS 8 and later).
///
/// A `UIView` animation block that changes the position (`center`, the
/// origin of `frame`), the bounds (`bounds`, the size of `frame`) or the
/// transform builds an *additive* animation: it animates the difference
/// between the old and the new model value towards zero, on top of the new
/// model value (`fromValue` old − new, `toValue` zero, `isAdditive`), as
/// UIKit's `CABasicAnimation`s show on iOS 8 and later. A block that changes
/// such a property while it is animating therefore does not replace the
/// running animation: both run, their contributions add up, the view keeps
/// its place *and* its velocity, and each block's completion runs when its
/// own animations end (the first with `true`: nothing removed it). This
/// holds with or without `.beginFromCurrentState` (WWDC 2014 session 236,
/// "Building Interruptible and Responsive Interactions"; docs/FIDELITY.md).
///
/// Opacity, colours and the other properties are not additive: a new
/// animation replaces the running one.
@MainActor
enum UIViewAdditiveAnimation {
    /// True for the properties view blocks animate additively.
    static func isAdditive(_ key: LayerKeyPath) -> Bool {
        switch key {
        case .position, .bounds, .transform: return true
        default: return false
        }
    }

    /// The values of an additive animation of `key` that shows `old` over
    /// the new model value in `model`: from the difference towards zero.
    /// The difference is `old − new` for points and rectangles (origin and
    /// size alike; a size may pass below zero), and `new⁻¹ ⊗ old` for a
    /// transform, since an additive transform is concatenated after the
    /// value beneath it (`CAPropertyAnimation.write`: shown = beneath ⊗
    /// delta, which starts at `new ⊗ new⁻¹ ⊗ old = old` and ends at `new`).
    /// Nil when the new transform has no inverse (a scale of 0): there is no
    /// difference, and the change is animated absolutely instead.
    /// (`layer` rather than its state: only the one value is read.)
    @MainActor static func values(of key: LayerKeyPath, from old: AnimatableValue,
                       on layer: CALayer) -> (from: AnimatableValue, to: AnimatableValue)? {
        switch (key, old) {
        case (.position, .point(let a)):
            let b = layer.modelState.position
            return (.point(CGPoint(x: a.x - b.x, y: a.y - b.y)), zeroPoint)
        case (.bounds, .rect(let a)):
            let b = layer.modelState.bounds
            return (.rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                 width: a.size.width - b.size.width, height: a.size.height - b.size.height)), zeroRect)
        case (.transform, .transform(let a)):
            guard let inverse = inverse(of: layer.modelState.transform) else { return nil }
            return (.transform(CATransform3DConcat(inverse, a)), identity)
        default:
            return nil
        }
    }

    // Shared: a transform value is boxed, and one box serves every delta.
    private static let zeroPoint = AnimatableValue.point(.zero)
    private static let zeroRect = AnimatableValue.rect(.zero)
    private static let identity = AnimatableValue.transform(CATransform3DIdentity)

    /// The inverse of `t`, in closed form when it is affine (every
    /// `UIView.transform` is), or nil when it has none.
    private static func inverse(of t: CATransform3D) -> CATransform3D? {
        guard CATransform3DIsAffine(t) else { return Matrix4.inverse(of: t) }
        let det = t.m11 * t.m22 - t.m12 * t.m21
        guard det != 0, det.isFinite else { return nil }
        let a = t.m22 / det, b = -t.m12 / det, c = -t.m21 / det, d = t.m11 / det
        return CATransform3D(m11: a, m12: b, m13: 0, m14: 0,
                             m21: c, m22: d, m23: 0, m24: 0,
                             m31: 0, m32: 0, m33: 1, m34: 0,
                             m41: -(t.m41 * a + t.m42 * c), m42: -(t.m41 * b + t.m42 * d), m43: 0, m44: 1)
    }

    /// Where a new delta of `key` (named `name`) goes: the key it is added
    /// for and its place in the layer's list.
    ///
    /// The key is `name` while no animation uses it, otherwise `name-2`,
    /// `name-3`, … (the running animation keeps its key and goes on).
    ///
    /// The place is before the deltas of `key` already running, so that the
    /// newest is nearest the model (nil, to append, when none runs). Deltas
    /// of a point or rectangle commute and the order only shows in
    /// `animationKeys()`; transforms do not commute, and this order keeps
    /// their layered motion continuous: shown = model ⊗ newest ⊗ … ⊗ oldest,
    /// and at the moment a delta `new⁻¹ ⊗ old` is added, `new ⊗ new⁻¹ ⊗
    /// old` gives back the old model the older deltas were running on.
    @MainActor static func slot(of key: LayerKeyPath, named name: String, on layer: CALayer) -> (key: String, index: Int?) {
        var nameTaken = false, index: Int?
        var i = 0
        while i < layer.animationList.count {
            let entry = layer.animationList[i]
            if !nameTaken, entry.key == name { nameTaken = true }
            if index == nil, isRunningDelta(entry.animation, of: key) { index = i }
            i += 1
        }
        guard nameTaken else { return (name, index) }
        var n = 2
        while layer.animationIndex(forKey: "\(name)-\(n)") != nil { n += 1 }
        return ("\(name)-\(n)", index)
    }

    /// Removes the deltas of `name` a view block layered (keys `name-2`,
    /// `name-3`, …): a non-additive view animation of the property (a
    /// keyframe animation) takes it over, as it takes over the animation
    /// under `name` itself. Their blocks hear `finished: false`.
    @MainActor static func removeLayeredDeltas(of key: LayerKeyPath, named name: String, from layer: CALayer) {
        let prefix = name + "-"
        var i = 0
        while i < layer.animationList.count {
            let entry = layer.animationList[i]
            if entry.key.hasPrefix(prefix), isRunningDelta(entry.animation, of: key) {
                layer.removeAnimation(forKey: entry.key)
            } else {
                i += 1
            }
        }
    }

    /// True for an additive animation of `key` made by a view block.
    private static func isRunningDelta(_ anim: CAAnimation, of key: LayerKeyPath) -> Bool {
        // (`animates` first: it settles most entries without a cast.)
        guard anim.animates(key), let property = anim as? CAPropertyAnimation else { return false }
        return property.isAdditive && property.parsedKeyPath == key && anim.delegate is UIViewAnimationContext
    }
}
