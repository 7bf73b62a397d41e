import Foundation

/// Key-value coding for layers and animations. Core Animation's classes are
/// "key-value coding compliant container classes": `value(forKey:)` and
/// `value(forKeyPath:)` read the animatable properties by their key paths
/// (`"opacity"`, `"position.y"`, `"transform.scale"`, `"bounds.size"`…, as
/// animations name them), `setValue(_:forKey:)` and `setValue(_:forKeyPath:)`
/// set them (running the layer's action, as a property set does), and any
/// other key stores an arbitrary value with the object (Core Animation
/// Programming Guide, "Key-Value Coding Extensions").
extension CALayer {
    /// The value of an animatable key path, or the value stored for another key.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let key = LayerKeyPath(keyPath) { return modelState.value(for: key).anyValue }
        return ArbitraryKeyValues.value(of: self, keyPath)
    }

    /// The value of an animatable key, or the value stored for another key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets an animatable key path (a value of the property's type, or an
    /// `NSNumber` for a scalar) with the layer's action for it, as the
    /// property's setter does; another key stores `value` with the layer. A
    /// value of the wrong type for an animatable key is logged and ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let key = LayerKeyPath(keyPath) else {
            return ArbitraryKeyValues.set(value, of: self, keyPath)
        }
        guard let animatable = AnimatableValue(value), animatable.isFinite else {
            Log.quartzCore.error("setValue(_:forKeyPath:): \(String(describing: value)) is not a value for '\(keyPath)' of \(debugName)")
            return
        }
        change(key, keyPath) { $0.setValue(animatable, for: key) }
    }

    /// Sets an animatable key or stores `value` for another key.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}

extension CAAnimation {
    /// The value stored with the animation for `key` (often the layer or
    /// view an animation belongs to, read back in `animationDidStop`).
    /// Values survive the copy a layer makes when the animation is added.
    public func value(forKey key: String) -> Any? { ArbitraryKeyValues.value(of: self, key) }

    /// Stores `value` with the animation for `key`; nil removes it.
    public func setValue(_ value: Any?, forKey key: String) { ArbitraryKeyValues.set(value, of: self, key) }
}

/// The values Core Animation objects keep for keys that are not their
/// properties, held with the object (an associated object).
enum ArbitraryKeyValues {
    private final class Values { var byKey: [String: Any] = [:] }
    nonisolated(unsafe) private static let key = AssociatedObjects.makeKey()

    private static func values(of object: AnyObject, creating: Bool) -> Values? {
        AssociatedObjects.companion(of: object, key: key, make: creating ? { Values() } : nil)
    }

    static func value(of object: AnyObject, _ key: String) -> Any? {
        values(of: object, creating: false)?.byKey[key]
    }

    /// False until a value is stored with any object: adding an animation
    /// (which copies it) then costs nothing extra.
    nonisolated(unsafe) private static var anyStored = false

    static func set(_ value: Any?, of object: AnyObject, _ key: String) {
        if value != nil { anyStored = true }
        guard value != nil || values(of: object, creating: false) != nil else { return }
        values(of: object, creating: true)?.byKey[key] = value
    }

    /// Gives `copy` the values `original` keeps (a copied animation keeps them).
    static func copy(from original: AnyObject, to copy: AnyObject) {
        guard anyStored, let stored = values(of: original, creating: false), !stored.byKey.isEmpty else { return }
        values(of: copy, creating: true)?.byKey = stored.byKey
    }
}
