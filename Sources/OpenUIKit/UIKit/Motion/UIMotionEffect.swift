import Foundation

/// The abstract superclass of motion effects: given how the device is
/// tilted relative to the viewer, the relative values to add to a view's
/// key paths (UIKit's `UIMotionEffect`). Subclass it and override
/// `keyPathsAndRelativeValues(forViewerOffset:)`, or use
/// `UIInterpolatingMotionEffect`.
///
/// Segue has no motion sensor: the viewer offset is
/// `SegueMotionSettings.viewerOffset`, which a test or the live window sets.
/// Effects are applied as additive animations on the view's layer, so the
/// view's own properties keep their values, as on iOS.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }

    /// The relative values, by key path of the view (`"center.x"`,
    /// `"layer.shadowOffset"`), for a viewer offset whose components run
    /// from −1 to 1 (0 when the device is held straight in front of the
    /// viewer). UIKit's own implementation is abstract; this one returns nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    /// A copy of the effect (`NSCopying`). Subclasses with state override it.
    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }
}
