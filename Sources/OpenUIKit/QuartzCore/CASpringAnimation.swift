import Foundation

/// A basic animation driven by a damped harmonic oscillator (`CASpringAnimation`).
///
/// The value moves from `fromValue` to `toValue` following the closed-form
/// solution of `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0`,
/// `x'(0) = initialVelocity` (in units of the whole distance per second).
/// Time is not eased: `timingFunction` is normally nil. `settlingDuration`
/// estimates when the motion stays within 0.1 % of the target; UIKit sets
/// `duration` to that estimate.
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0

    /// iOS 17: perceptual duration and bounce.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let p = SpringMotion.spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(p.mass); stiffness = CGFloat(p.stiffness); damping = CGFloat(p.damping)
    }

    public override init() {
        super.init()
        // The spring's motion, not the eased fraction, moves the value.
        progressIsEasedFraction = false
    }

    /// The estimated time for the spring to come to rest.
    public var settlingDuration: CFTimeInterval {
        SpringMotion.settlingDuration(mass: physical.mass, stiffness: physical.stiffness,
                                      damping: physical.damping, initialVelocity: physical.velocity)
    }

    /// Parameters made safe: non-finite or non-positive mass/stiffness and
    /// negative damping fall back to the defaults (with a diagnostic at add time).
    var physical: (mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = mass.isFinite && mass > 0 ? Double(mass) : 1
        let k = stiffness.isFinite && stiffness > 0 ? Double(stiffness) : 100
        let c = damping.isFinite && damping >= 0 ? Double(damping) : 10
        let v = initialVelocity.isFinite ? Double(initialVelocity) : 0
        return (m, k, c, v)
    }

    override func validate() -> String? {
        if let problem = super.validate() { return problem }
        if !(mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0) {
            Log.quartzCore.warning("CASpringAnimation: invalid mass \(mass), stiffness \(stiffness) or damping \(damping); using mass 1, stiffness 100, damping 10")
        }
        return nil
    }

    override func makeCopy() -> CAAnimation {
        let c = CASpringAnimation()
        copySettings(to: c)
        c.mass = mass; c.stiffness = stiffness; c.damping = damping; c.initialVelocity = initialVelocity
        return c
    }

    override func progress(_ eased: Double, phase: MediaTimingValues.Phase) -> Double {
        let p = physical
        return SpringMotion.fraction(at: eased * timing.duration, mass: p.mass, stiffness: p.stiffness,
                                     damping: p.damping, initialVelocity: p.velocity)
    }
}
