import Foundation

/// Spring timing for a property animator (`UISpringTimingParameters`).
///
/// Two families (docs/UIKIT-FACTS.md, "Springs"):
/// - **Damping ratio** (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`):
///   a `CASpringAnimation` of mass 1 whose stiffness and damping are solved so
///   the spring settles (ε = 0.001) within the *animator's* duration — UIKit's
///   UIView spring algorithm (ζ clamped to [1.19e-7, 1], duration to
///   [0.01, 10] s, 12 Newton steps from ω = 5/d; k = ω², c = 2ζω).
/// - **Physical** (`init()`, `init(mass:stiffness:damping:initialVelocity:)`,
///   the iOS 17 `init(duration:bounce:)` family): the spring carries its own
///   duration, so the animator's `duration` argument is ignored and replaced
///   by the spring's settling duration (reported on forums.swift.org/t/10480).
///   `init()` is mass 3, stiffness 1000, damping 500 (UIKit's "critically
///   damped" default is really this heavily overdamped spring, ζ ≈ 4.56).
///   `(duration:bounce:)` maps as SwiftUI's `Spring`: mass 1, k = (2π/d)²,
///   c = 4πζ/d with ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
///
/// `initialVelocity` is in units of the animated distance per second
/// (magnitude 1 covers the whole distance in one second). UIKit applies dx
/// and dy per axis to position-like animations. Segue's engine animates a
/// 2-D value with one spring, so for `position`/`center` and `bounds.origin`
/// it uses dx when only x changes, dy when only y changes, and the vector's
/// magnitude when both change; every other property uses the magnitude
/// (as UIKit does for properties without 2-D motion).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How the spring is specified.
    enum Model: Equatable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    let model: Model
    public let initialVelocity: CGVector

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring that settles within the animator's duration. A NaN ratio
    /// reads as 1 (critical); the solver clamps the ratio to [1.19e-7, 1].
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .dampingRatio(ratio.isNaN ? 1 : Double(ratio))
        initialVelocity = Self.sanitized(velocity)
    }

    /// A physical spring; its settling duration replaces the animator's
    /// duration. Invalid values fall back per `CASpringAnimation` (mass 1,
    /// stiffness 100, damping 10) with a diagnostic.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let p = SpringMotion.Parameters(mass: Double(mass), stiffness: Double(stiffness),
                                        damping: Double(damping), initialVelocity: 0)
        if p.mass != Double(mass) || p.stiffness != Double(stiffness) || p.damping != Double(damping) {
            Log.uiKit.warning("UISpringTimingParameters: invalid mass \(mass), stiffness \(stiffness) or damping \(damping); using mass \(p.mass), stiffness \(p.stiffness), damping \(p.damping)")
        }
        model = .physical(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        initialVelocity = Self.sanitized(velocity)
    }

    /// iOS 17: perceptual duration and bounce (SwiftUI `Spring` mapping).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let p = SpringMotion.spring(duration: duration, bounce: Double(bounce))
        self.init(mass: CGFloat(p.mass), stiffness: CGFloat(p.stiffness), damping: CGFloat(p.damping),
                  initialVelocity: velocity)
    }

    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    // MARK: Internal

    /// The duration a physical spring imposes on its animator (its settling
    /// duration for zero velocity, like `CASpringAnimation.settlingDuration`);
    /// nil for a damping-ratio spring, which adopts the animator's duration.
    var settlingDuration: Double? {
        guard case let .physical(m, k, c) = model else { return nil }
        let d = SpringMotion.settlingDuration(mass: m, stiffness: k, damping: c, initialVelocity: 0)
        return d.isFinite ? d : nil
    }

    /// Mass, stiffness and damping for an animation lasting `duration` with
    /// normalised initial velocity `velocity`.
    func physicalParameters(duration: Double, velocity: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        switch model {
        case .dampingRatio(let ratio):
            let p = SpringMotion.uikitSpring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            return (1, p.stiffness, p.damping)
        case let .physical(m, k, c):
            return (m, k, c)
        }
    }

    /// The scalar initial velocity used for an animation of `key` moving
    /// from `from` to `to` (see the type's documentation).
    func velocity(forKey key: LayerKeyPath?, from: AnimatableValue?, to: AnimatableValue?) -> Double {
        let v = initialVelocity
        let magnitude = Double((v.dx * v.dx + v.dy * v.dy).squareRoot())
        guard let key, case .point(let a)? = from, case .point(let b)? = to else {
            switch key {
            case .positionX?: return Double(v.dx)
            case .positionY?: return Double(v.dy)
            default: return magnitude
            }
        }
        switch key {
        case .position, .boundsOrigin:
            let movesX = a.x != b.x, movesY = a.y != b.y
            if movesX && !movesY { return Double(v.dx) }
            if movesY && !movesX { return Double(v.dy) }
            return magnitude
        default:
            return magnitude
        }
    }

    private static func sanitized(_ v: CGVector) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            Log.uiKit.warning("UISpringTimingParameters: non-finite initialVelocity \(v); using zero")
            return CGVector(dx: 0, dy: 0)
        }
        return v
    }
}
