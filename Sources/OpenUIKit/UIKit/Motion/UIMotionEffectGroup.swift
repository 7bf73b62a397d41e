import Foundation

/// Motion effects applied together (UIKit's `UIMotionEffectGroup`): its
/// relative values are those of each effect in `motionEffects`, a later
/// effect's value winning for a key path two effects share.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let motionEffects else { return nil }
        var values: [String: Any] = [:]
        for effect in motionEffects {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                values[keyPath] = value
            }
        }
        return values
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.map { $0.copy() as! UIMotionEffect }
        return copy
    }
}
