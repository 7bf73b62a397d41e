import Foundation

/// A motion effect that maps tilt along one axis linearly onto one key path
/// of the view, from `minimumRelativeValue` (viewer offset −1) to
/// `maximumRelativeValue` (+1) (UIKit's `UIInterpolatingMotionEffect`).
///
/// ```swift
/// let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// tilt.minimumRelativeValue = -20
/// tilt.maximumRelativeValue = 20
/// view.addMotionEffect(tilt)
/// ```
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The view's key path the effect changes.
    open private(set) var keyPath: String
    /// The axis the effect follows.
    open private(set) var type: EffectType
    /// The relative value at viewer offset −1 (a number, point, size or transform).
    open var minimumRelativeValue: Any?
    /// The relative value at viewer offset +1.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `[keyPath: value]`, the value interpolated linearly between the
    /// minimum and maximum relative values by the offset along `type`'s
    /// axis; nil while either end is unset or they are of different kinds.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = AnimatableValue(minimumRelativeValue), let high = AnimatableValue(maximumRelativeValue) else {
            return nil
        }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (Double(min(max(offset, -1), 1)) + 1) / 2
        return [keyPath: AnimatableValue.interpolate(low, high, t).anyValue]
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }
}
