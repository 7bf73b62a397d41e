import Foundation

extension UIView {
    /// The motion effects of the view, in the order they were added.
    /// Setting it replaces them and applies the new ones at once.
    public var motionEffects: [UIMotionEffect] {
        get { MotionEffects.effects(of: self) }
        set {
            MotionEffects.setEffects(newValue.map { $0.copy() as! UIMotionEffect }, of: self)
        }
    }

    /// Adds `effect` (a copy, as UIKit keeps) and applies it for the current viewer offset.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        MotionEffects.setEffects(MotionEffects.effects(of: self) + [effect.copy() as! UIMotionEffect], of: self)
    }

    /// Removes the effect that was added as `effect` (by identity of the
    /// kept copy, or the first effect of the same settings); its relative
    /// values go away at once.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        var effects = MotionEffects.effects(of: self)
        if let index = effects.firstIndex(where: { $0 === effect }) ?? effects.firstIndex(where: { MotionEffects.same($0, effect) }) {
            effects.remove(at: index)
            MotionEffects.setEffects(effects, of: self)
        }
    }
}

/// Applies motion effects: each view's relative values, for the current
/// viewer offset, as additive animations on its layer (keys
/// `UIMotionEffect.<keyPath>`), so the model values stay the view's own.
@MainActor
enum MotionEffects {
    private final class Holder {
        var effects: [UIMotionEffect] = []
        var appliedKeys: [String] = []
    }

    nonisolated(unsafe) private static let key = AssociatedObjects.makeKey()
    private final class WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }
    /// The views that have had effects (weakly), to update when the offset changes.
    private static var views: [WeakView] = []

    private static func holder(of view: UIView, creating: Bool) -> Holder? {
        AssociatedObjects.companion(of: view, key: key, make: creating ? { Holder() } : nil)
    }

    static func effects(of view: UIView) -> [UIMotionEffect] { holder(of: view, creating: false)?.effects ?? [] }

    static func setEffects(_ effects: [UIMotionEffect], of view: UIView) {
        guard let holder = holder(of: view, creating: !effects.isEmpty) else { return }
        holder.effects = effects
        views.removeAll { $0.view == nil }
        if !views.contains(where: { $0.view === view }) { views.append(WeakView(view)) }
        update(view, holder)
    }

    static func updateAll() {
        for view in views.compactMap(\.view) {
            if let holder = holder(of: view, creating: false) { update(view, holder) }
        }
    }

    /// Two interpolating effects with the same settings.
    static func same(_ a: UIMotionEffect, _ b: UIMotionEffect) -> Bool {
        guard let a = a as? UIInterpolatingMotionEffect, let b = b as? UIInterpolatingMotionEffect else { return false }
        return a.keyPath == b.keyPath && a.type == b.type
            && AnimatableValue(a.minimumRelativeValue) == AnimatableValue(b.minimumRelativeValue)
            && AnimatableValue(a.maximumRelativeValue) == AnimatableValue(b.maximumRelativeValue)
    }

    private static func update(_ view: UIView, _ holder: Holder) {
        var values: [String: Any] = [:]
        if !SegueAccessibilitySettings.isReduceMotionEnabled {
            for effect in holder.effects {
                for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: SegueMotionSettings.viewerOffset) ?? [:] {
                    values[keyPath] = value
                }
            }
        }
        for key in holder.appliedKeys where values[key] == nil {
            view.layer.removeAnimation(forKey: "UIMotionEffect.\(key)")
        }
        holder.appliedKeys = []
        for (keyPath, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let layerKeyPath = layerKeyPath(for: keyPath) else {
                Log.uiKit.error("UIMotionEffect: \(uiKitDescription(view)) has no animatable key path '\(keyPath)'; the effect's value for it is ignored")
                continue
            }
            let animation = CABasicAnimation(keyPath: layerKeyPath)
            animation.isAdditive = true
            animation.fromValue = value
            animation.toValue = value
            animation.duration = 1
            animation.repeatCount = .infinity
            animation.isRemovedOnCompletion = false
            view.layer.add(animation, forKey: "UIMotionEffect.\(keyPath)")
            holder.appliedKeys.append(keyPath)
        }
    }

    /// The layer key path behind a view key path: `center` is the layer's
    /// `position`, `alpha` its `opacity`, `layer.X` its `X`.
    static func layerKeyPath(for viewKeyPath: String) -> String? {
        var path = viewKeyPath
        if path.hasPrefix("layer.") {
            path.removeFirst("layer.".count)
        } else if path == "center" || path.hasPrefix("center.") {
            path = "position" + path.dropFirst("center".count)
        } else if path == "alpha" {
            path = "opacity"
        }
        return LayerKeyPath(path) == nil ? nil : path
    }
}
