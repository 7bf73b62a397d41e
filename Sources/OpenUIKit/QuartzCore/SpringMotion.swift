import Foundation

/// Closed-form damped-spring motion, as Core Animation's `CASpringAnimation`
/// and UIKit's spring timing parameters evaluate it.
///
/// The spring moves a unit distance: position x(t) is the fraction of the
/// animation's distance covered, with x(0) = 0, x'(0) = `initialVelocity`
/// (in distances per second, UIKit's `initialSpringVelocity` unit) and rest
/// position 1. It obeys m·x'' + c·x' + k·(x − 1) = 0 with natural frequency
/// ω₀ = √(k/m) and damping ratio ζ = c / (2√(m·k)).
///
/// Invalid parameters never produce NaN. Each parameter that is not usable is
/// replaced by `CASpringAnimation`'s default for it: a non-finite or
/// non-positive mass becomes 1, a non-finite or non-positive stiffness 100, a
/// non-finite or negative damping 10; a non-finite initial velocity becomes 0.
enum SpringMotion {
    /// The band half-width around the rest position within which the spring
    /// counts as settled: 0.001 of the distance, the ε UIKit's duration-based
    /// spring solver and SwiftUI's `settlingDuration` use.
    static let settlingEpsilon = 0.001

    /// A spring with validated parameters and its precomputed constants.
    struct Parameters {
        let mass: Double, stiffness: Double, damping: Double, velocity: Double
        /// Natural frequency ω₀ and damping ratio ζ.
        let omega: Double, zeta: Double

        init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
            let m = mass.isFinite && mass > 0 ? mass : 1
            let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
            let c = damping.isFinite && damping >= 0 ? damping : 10
            self.mass = m; self.stiffness = k; self.damping = c
            velocity = initialVelocity.isFinite ? initialVelocity : 0
            omega = (k / m).squareRoot()
            zeta = c / (2 * (m * k).squareRoot())
        }

        enum Regime { case underdamped, critical, overdamped }

        /// |ζ − 1| < 1e-9 counts as critical damping.
        var regime: Regime {
            if abs(zeta - 1) < 1e-9 { return .critical }
            return zeta < 1 ? .underdamped : .overdamped
        }

        /// The displacement from rest, 1 − x(t), and its derivative −x'(t).
        func offset(at t: Double) -> (value: Double, derivative: Double) {
            let v = velocity, w = omega
            switch regime {
            case .underdamped:
                // 1 − x = e^(−ζω₀t)·(cos ω_d t + ((ζω₀ − v)/ω_d)·sin ω_d t)
                let alpha = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
                let kCoef = (alpha - v) / wd
                let e = exp(-alpha * t), cs = cos(wd * t), sn = sin(wd * t)
                let value = e * (cs + kCoef * sn)
                let derivative = e * (-v * cs - (wd + alpha * kCoef) * sn)
                return (value, derivative)
            case .critical:
                // 1 − x = e^(−ω₀t)·(1 + (ω₀ − v)·t)
                let b = w - v, e = exp(-w * t)
                return (e * (1 + b * t), e * (-v - w * b * t))
            case .overdamped:
                let (rPlus, rMinus, a, bCoef) = overdampedTerms
                let ep = exp(rPlus * t), em = exp(rMinus * t)
                return (a * ep + bCoef * em, a * rPlus * ep + bCoef * rMinus * em)
            }
        }

        /// For ζ > 1: 1 − x = A·e^(r₊t) + B·e^(r₋t) with
        /// r± = −ω₀(ζ ∓ √(ζ²−1)), A + B = 1 and r₊A + r₋B = −v.
        var overdampedTerms: (rPlus: Double, rMinus: Double, a: Double, b: Double) {
            let root = (zeta * zeta - 1).squareRoot()
            // r₊ = −ω₀/(ζ + √(ζ²−1)) avoids cancellation for large ζ.
            let rPlus = -omega / (zeta + root)
            let rMinus = -omega * (zeta + root)
            let a = (-velocity - rMinus) / (rPlus - rMinus)
            return (rPlus, rMinus, a, 1 - a)
        }
    }

    // MARK: Position and velocity

    /// The fraction of the distance covered at time `t` (seconds). Before the
    /// start (t ≤ 0, or NaN) it is 0; at t = +∞ it is the rest position 1
    /// (also for an undamped spring, which has no limit).
    static func fraction(at t: Double, mass: Double, stiffness: Double, damping: Double,
                         initialVelocity: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let p = Parameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        return 1 - p.offset(at: t).value
    }

    /// The derivative of `fraction(at:...)` (distances per second). It is
    /// `initialVelocity` for t ≤ 0 and 0 at t = +∞.
    static func velocity(at t: Double, mass: Double, stiffness: Double, damping: Double,
                         initialVelocity: Double) -> Double {
        let p = Parameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        guard t > 0 else { return p.velocity }
        guard t.isFinite else { return 0 }
        return -p.offset(at: t).derivative
    }

    // MARK: Settling

    /// The time after which the spring stays within ε = 0.001 of its rest
    /// position: the last time |1 − x(t)| equals ε, so |1 − x(t)| < ε for every
    /// later t (Core Animation's `settlingDuration` role).
    ///
    /// Core Animation does not publish its formula; Apple's example (mass 1,
    /// stiffness 100, damping 5 → about 2.85 s) is a rounded estimate, while
    /// this exact definition gives about 2.67 s for that spring. The envelope
    /// of the motion bounds the search; the crossing is then located exactly
    /// between consecutive extremes of the displacement, where it is monotonic.
    /// An undamped spring (damping 0) never settles and gives `.infinity`.
    static func settlingDuration(mass: Double, stiffness: Double, damping: Double,
                                 initialVelocity: Double) -> Double {
        let p = Parameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        let eps = settlingEpsilon
        guard p.damping > 0 else { return .infinity }
        let outside: (Double) -> Bool = { abs(p.offset(at: $0).value) >= eps }

        // [lo, hi] is an interval on which the displacement is monotonic and
        // |1 − x| ≥ ε at lo; within it the band is left for the last time.
        var lo = 0.0, hi: Double
        switch p.regime {
        case .underdamped:
            let alpha = p.zeta * p.omega, wd = p.omega * (1 - p.zeta * p.zeta).squareRoot()
            let kCoef = (alpha - p.velocity) / wd
            // Extremes: v·cos θ + (ω_d + αK)·sin θ = 0 with θ = ω_d t, i.e.
            // θ = −φ + nπ, φ = atan2(v, ω_d + αK). Their displacements are
            // ±M·e^(−αt) with the same M for all of them.
            let phi = atan2(p.velocity, wd + alpha * kCoef)
            var theta1 = (-phi).truncatingRemainder(dividingBy: .pi)
            if theta1 <= 0 { theta1 += .pi }
            let t1 = theta1 / wd, halfPeriod = Double.pi / wd
            let amplitude = abs(cos(theta1) + kCoef * sin(theta1))
            guard amplitude * exp(-alpha * t1) >= eps else {
                // The band is left before the first extreme: y falls from 1.
                hi = t1
                break
            }
            // Last extreme n (counting t1 as 0) with M·e^(−α t_n) ≥ ε; the
            // envelope ln(M/ε)/α bounds it.
            let tEnvelope = log(amplitude / eps) / alpha
            var n = max(0, ((tEnvelope - t1) / halfPeriod).rounded(.down))
            // Guard the floating-point estimate against an off-by-one.
            while n > 0 && !outside(t1 + n * halfPeriod) { n -= 1 }
            while outside(t1 + (n + 1) * halfPeriod) { n += 1 }
            lo = t1 + n * halfPeriod
            hi = lo + halfPeriod
        case .critical, .overdamped:
            // At most one extreme, at tE > 0 when it exists.
            let tE: Double?
            if p.regime == .critical {
                let b = p.omega - p.velocity
                tE = b != 0 ? -p.velocity / (p.omega * b) : nil
            } else {
                let (rPlus, rMinus, a, b) = p.overdampedTerms
                let ratio = -b * rMinus / (a * rPlus)
                tE = ratio > 0 && ratio.isFinite ? log(ratio) / (rPlus - rMinus) : nil
            }
            if let tE, tE > 0, tE.isFinite {
                if outside(tE) { lo = tE } else { hi = tE; break }
            }
            // Monotonic decay from lo: grow hi until inside the band.
            let decay = p.regime == .critical ? p.omega : -p.overdampedTerms.rPlus
            var step = max(1 / decay, 1e-6)
            hi = lo + step
            while outside(hi) && hi.isFinite {
                step *= 2
                hi = lo + step
            }
            guard hi.isFinite else { return .infinity }
        }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    // MARK: UIKit duration-based springs

    /// Stiffness and damping (mass 1) for a UIKit spring animation of
    /// `duration` and `dampingRatio` (`UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:...)`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`).
    ///
    /// UIKit chooses the natural frequency ω so that the spring's decay
    /// envelope reaches ε = 0.001 at `duration`: ζ is clamped to
    /// [1.19e-7, 1] (no overdamping), the duration to [0.01, 10] s, and ω is
    /// solved with 12 Newton iterations from ω₀ = 5/d on
    /// - ζ < 1: ε − ((ζω − v)/(ω√(1−ζ²)))·e^(−ζωd) = 0
    /// - ζ = 1: (1 + (ω − v)·d)·e^(−ωd) − ε = 0
    ///
    /// then k = ω², c = 2ζ√k. Infinite inputs clamp like any other; a NaN
    /// ratio reads as 1, a NaN duration as 0.01 s, a non-finite velocity as 0.
    /// Where the equation has no positive root (a nearly undamped spring, or a
    /// velocity so large the envelope term changes sign) the Newton start
    /// value 5/d is used instead.
    static func uikitSpring(duration: Double, dampingRatio: Double,
                            initialVelocity: Double) -> (stiffness: Double, damping: Double) {
        let eps = settlingEpsilon
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 1.19e-7), 1)
        let d = duration.isNaN ? 0.01 : min(max(duration, 0.01), 10)
        let v = initialVelocity.isFinite ? initialVelocity : 0
        let start = 5 / d
        var w = start
        let critical = abs(zeta - 1) < 1e-9
        for _ in 0..<12 {
            let f: Double, df: Double
            if critical {
                let e = exp(-w * d)
                f = (1 + (w - v) * d) * e - eps
                df = -d * d * (w - v) * e
            } else {
                let s = (1 - zeta * zeta).squareRoot()
                let a = (zeta * w - v) / (w * s)
                let da = v / (w * w * s)
                let e = exp(-zeta * w * d)
                f = eps - a * e
                df = -(da - zeta * d * a) * e
            }
            guard df != 0, df.isFinite else { break }
            let next = w - f / df
            guard next.isFinite else { break }
            w = next
        }
        if !(w.isFinite && w > 0) { w = start }
        let k = w * w
        return (k, 2 * zeta * k.squareRoot())
    }

    /// Mass, stiffness and damping for an iOS 17 / SwiftUI spring of
    /// perceptual `duration` and `bounce` (`UISpringTimingParameters(duration:
    /// bounce:)`, `UIView.animate(springDuration:bounce:...)`): mass 1,
    /// ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below, stiffness
    /// (2π/duration)², damping 4πζ/duration.
    ///
    /// `bounce` is clamped to −0.99...1 (at −1 the mapping diverges) and a
    /// non-finite or non-positive `duration` reads as 0.5 s (SwiftUI's default
    /// response); a non-finite bounce reads as 0.
    static func spring(duration: Double, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let twoPiOverD = 2 * Double.pi / d
        return (1, twoPiOverD * twoPiOverD, 2 * zeta * twoPiOverD)
    }
}
