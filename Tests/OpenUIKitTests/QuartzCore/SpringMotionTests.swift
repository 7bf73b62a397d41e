import Foundation
import Testing
@testable import OpenUIKit

/// Behaviour of damped springs (docs/UIKIT-FACTS.md). The spring covers a unit
/// distance: m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v.
@Suite("SpringMotion")
struct SpringMotionTests {
    struct Spring: CustomStringConvertible, Sendable {
        let mass: Double, stiffness: Double, damping: Double, velocity: Double
        var description: String { "m \(mass) k \(stiffness) c \(damping) v \(velocity)" }
        var zeta: Double { damping / (2 * (mass * stiffness).squareRoot()) }

        func x(_ t: Double) -> Double {
            SpringMotion.fraction(at: t, mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        func v(_ t: Double) -> Double {
            SpringMotion.velocity(at: t, mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        var settling: Double {
            SpringMotion.settlingDuration(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    static let springs: [Spring] = [
        Spring(mass: 1, stiffness: 100, damping: 10, velocity: 0),     // CASpringAnimation defaults, ζ = 0.5
        Spring(mass: 1, stiffness: 100, damping: 5, velocity: 0),      // Apple's settlingDuration example, ζ = 0.25
        Spring(mass: 2, stiffness: 300, damping: 8, velocity: -3),     // underdamped, moving away first
        Spring(mass: 1, stiffness: 100, damping: 20, velocity: 0),     // critically damped
        Spring(mass: 1, stiffness: 400, damping: 40, velocity: 30),    // critically damped, overshooting
        Spring(mass: 3, stiffness: 1000, damping: 500, velocity: 0),   // UISpringTimingParameters(), ζ ≈ 4.56
        Spring(mass: 1, stiffness: 50, damping: 30, velocity: 5),      // overdamped with velocity
    ]

    /// Classic fourth-order Runge–Kutta on (x, x') with step h.
    private func integrate(_ s: Spring, until end: Double, step h: Double = 1e-4,
                           sampleEvery: Int) -> [(t: Double, x: Double, v: Double)] {
        func accel(_ x: Double, _ v: Double) -> Double { (-s.damping * v - s.stiffness * (x - 1)) / s.mass }
        var x = 0.0, v = s.velocity
        var out: [(Double, Double, Double)] = []
        let steps = Int((end / h).rounded())
        for i in 1...steps {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % sampleEvery == 0 { out.append((Double(i) * h, x, v)) }
        }
        return out
    }

    @Test("closed form matches numerical integration within 1e-4", arguments: springs)
    func closedFormMatchesRK4(spring: Spring) {
        // Given the spring integrated with RK4 (h = 1e-4 s) for 3 s, then at
        // 1,000 sample times position and velocity agree with the closed form.
        let samples = integrate(spring, until: 3, sampleEvery: 30)
        #expect(samples.count == 1000)
        var worstX = 0.0, worstV = 0.0
        for s in samples {
            worstX = max(worstX, abs(spring.x(s.t) - s.x))
            worstV = max(worstV, abs(spring.v(s.t) - s.v))
        }
        #expect(worstX < 1e-4)
        // Velocities are in distances per second; allow the same relative accuracy.
        #expect(worstV < 1e-3)
    }

    @Test("starts at rest position 0 with the initial velocity and ends at 1", arguments: springs)
    func boundaryConditions(spring: Spring) {
        #expect(spring.x(0) == 0)
        #expect(spring.v(0) == spring.velocity)
        #expect(spring.x(-1) == 0)
        #expect(isClose(spring.x(60), 1, within: 1e-9))
        #expect(spring.x(.infinity) == 1)
        #expect(spring.v(.infinity) == 0)
        // x'(t) near 0 by a central difference.
        let h = 1e-6
        #expect(isClose((spring.x(0.1 + h) - spring.x(0.1 - h)) / (2 * h), spring.v(0.1), within: 1e-5))
    }

    @Test("nearly critical damping (|ζ − 1| < 1e-9) is treated as critical and stays continuous")
    func nearCritical() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 20, velocity: 0)
        let below = Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-7), velocity: 0)
        let above = Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-7), velocity: 0)
        for t in stride(from: 0.01, through: 1, by: 0.01) {
            // ζ = 1: x = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = 10.
            let expected = 1 - exp(-10 * t) * (1 + 10 * t)
            #expect(isClose(critical.x(t), expected, within: 1e-12))
            #expect(isClose(below.x(t), expected, within: 1e-6))
            #expect(isClose(above.x(t), expected, within: 1e-6))
        }
    }

    // MARK: Settling

    /// Checks the definition: |1 − x| = ε at T, and |1 − x| < ε for all later
    /// times (sampled every 0.1 ms for 10 s past T).
    private func checkSettling(_ spring: Spring) {
        let eps = 0.001
        let t = spring.settling
        #expect(t.isFinite && t >= 0)
        #expect(isClose(abs(1 - spring.x(t)), eps, within: 1e-9), "\(spring)")
        var worst = 0.0
        for i in 1...100_000 { worst = max(worst, abs(1 - spring.x(t + Double(i) * 1e-4))) }
        #expect(worst < eps, "\(spring)")
    }

    @Test("settlingDuration is the last time the spring leaves the ε = 0.001 band", arguments: springs)
    func settlingDefinition(spring: Spring) { checkSettling(spring) }

    @Test("settlingDuration for mass 1, stiffness 100, damping 5")
    func settlingAppleExample() {
        // Apple's documentation rounds this spring's settling time to about
        // 2.85 s; its formula is unpublished. By the ε = 0.001 definition,
        // 1 − x = e^(−2.5t)·(cos βt + (2.5/β)·sin βt), β = √93.75, leaves the
        // band for the last time near 2.67 s. Scan backwards for it.
        let spring = Spring(mass: 1, stiffness: 100, damping: 5, velocity: 0)
        let beta = 93.75.squareRoot()
        func offset(_ t: Double) -> Double { exp(-2.5 * t) * (cos(beta * t) + 2.5 / beta * sin(beta * t)) }
        var t = 5.0
        while abs(offset(t)) < 0.001 { t -= 1e-6 }
        #expect(isClose(spring.settling, t, within: 2e-6))
        #expect(spring.settling > 2.6 && spring.settling < 2.7)
    }

    @Test("critically damped settling solves (1 + ω₀t)·e^(−ω₀t) = ε")
    func settlingCritical() {
        // ω₀ = 10: the UIKit table's ω·d ≈ 9.2335 gives t ≈ 0.92335 s.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20, velocity: 0)
        #expect(isClose(spring.settling, 0.92335, within: 1e-4))
    }

    @Test("an undamped spring never settles")
    func undamped() {
        #expect(SpringMotion.settlingDuration(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0) == .infinity)
        // It oscillates between 0 and 2: x = 1 − cos(10t).
        let x = SpringMotion.fraction(at: .pi / 10, mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(isClose(x, 2, within: 1e-12))
    }

    // MARK: UIKit duration/damping-ratio springs

    static let uikitTable: [(d: Double, zeta: Double, k: Double, c: Double)] = [
        (0.25, 1, 1364.1, 73.87),
        (0.30, 1, 947.3, 61.56), (0.30, 0.7, 1075.8, 45.92),
        (0.35, 1, 696.0, 52.76), (0.35, 0.7, 790.4, 39.36),
        (0.50, 1, 341.0, 36.93), (0.50, 0.9, 287.7, 30.53), (0.50, 0.8, 323.6, 28.78),
        (0.50, 0.7, 387.3, 27.55), (0.50, 0.5, 646.9, 25.43), (0.50, 0.3, 1469.9, 23.00),
        (1.00, 1, 85.26, 18.47), (1.00, 0.7, 96.82, 13.78),
    ]

    @Test("uikitSpring reproduces the table in docs/UIKIT-FACTS.md within 0.5 %")
    func uikitTable() {
        for row in Self.uikitTable {
            let (k, c) = SpringMotion.uikitSpring(duration: row.d, dampingRatio: row.zeta, initialVelocity: 0)
            #expect(isRelativelyClose(k, row.k, within: 0.005), "d \(row.d) ζ \(row.zeta): k \(k)")
            #expect(isRelativelyClose(c, row.c, within: 0.005), "d \(row.d) ζ \(row.zeta): c \(c)")
        }
    }

    @Test("uikitSpring keeps the requested damping ratio and clamps its inputs")
    func uikitClamps() {
        let (k, c) = SpringMotion.uikitSpring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0)
        #expect(isClose(c / (2 * k.squareRoot()), 0.6, within: 1e-12))
        // ζ > 1 is clamped to 1 (no overdamping).
        let over = SpringMotion.uikitSpring(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
        let critical = SpringMotion.uikitSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        #expect(over == critical)
        // Durations clamp to 0.01...10 s.
        #expect(SpringMotion.uikitSpring(duration: 50, dampingRatio: 1, initialVelocity: 0)
                == SpringMotion.uikitSpring(duration: 10, dampingRatio: 1, initialVelocity: 0))
        #expect(SpringMotion.uikitSpring(duration: 0, dampingRatio: 1, initialVelocity: 0)
                == SpringMotion.uikitSpring(duration: 0.01, dampingRatio: 1, initialVelocity: 0))
        #expect(SpringMotion.uikitSpring(duration: .infinity, dampingRatio: 1, initialVelocity: 0)
                == SpringMotion.uikitSpring(duration: 10, dampingRatio: 1, initialVelocity: 0))
        // Degenerate inputs still give finite, positive values.
        for (d, z, v) in [(Double.nan, 0.5, 0.0), (0.5, .nan, 0), (0.5, 0, 0), (0.5, 0.5, .infinity), (0.5, 0.2, 50)] {
            let r = SpringMotion.uikitSpring(duration: d, dampingRatio: z, initialVelocity: v)
            #expect(r.stiffness.isFinite && r.stiffness > 0 && r.damping.isFinite && r.damping >= 0)
        }
    }

    @Test("a critically damped UIKit spring settles at its duration")
    func uikitSettlesAtDuration() {
        // For ζ = 1 the solver's equation is exactly |1 − x(d)| = ε.
        for d in [0.25, 0.5, 1.0] {
            let (k, c) = SpringMotion.uikitSpring(duration: d, dampingRatio: 1, initialVelocity: 0)
            let settling = SpringMotion.settlingDuration(mass: 1, stiffness: k, damping: c, initialVelocity: 0)
            #expect(isClose(settling, d, within: 1e-6))
        }
    }

    // MARK: iOS 17 duration/bounce springs

    @Test("bounce maps to the damping ratio and duration to the stiffness")
    func bounceMapping() {
        func ratio(_ s: (mass: Double, stiffness: Double, damping: Double)) -> Double {
            s.damping / (2 * (s.mass * s.stiffness).squareRoot())
        }
        let flat = SpringMotion.spring(duration: 0.5, bounce: 0)
        #expect(flat.mass == 1)
        #expect(isClose(ratio(flat), 1, within: 1e-12))
        #expect(isClose(flat.stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
        let bouncy = SpringMotion.spring(duration: 0.8, bounce: 0.3)
        #expect(isClose(ratio(bouncy), 0.7, within: 1e-12))
        #expect(isClose(bouncy.stiffness, pow(2 * .pi / 0.8, 2), within: 1e-9))
        #expect(isClose(bouncy.damping, 4 * .pi * 0.7 / 0.8, within: 1e-12))
        // Negative bounce overdamps: ζ = 1/(1 + bounce).
        #expect(isClose(ratio(SpringMotion.spring(duration: 1, bounce: -0.5)), 2, within: 1e-12))
    }

    @Test("degenerate bounce springs stay finite")
    func bounceDegenerate() {
        for (d, b) in [(0.0, 0.0), (-1, 0.2), (Double.nan, 0), (0.5, -1), (0.5, .nan), (0.5, 5)] {
            let s = SpringMotion.spring(duration: d, bounce: b)
            #expect(s.mass.isFinite && s.stiffness.isFinite && s.damping.isFinite)
            #expect(s.stiffness > 0 && s.damping >= 0)
        }
    }

    // MARK: Invalid parameters

    @Test("invalid parameters fall back to CASpringAnimation's defaults, never NaN")
    func fallbacks() {
        let reference = Spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)
        let bad = [
            Spring(mass: 0, stiffness: 100, damping: 10, velocity: 0),
            Spring(mass: -2, stiffness: 100, damping: 10, velocity: 0),
            Spring(mass: .nan, stiffness: 100, damping: 10, velocity: 0),
            Spring(mass: 1, stiffness: 0, damping: 10, velocity: 0),
            Spring(mass: 1, stiffness: .infinity, damping: 10, velocity: 0),
            Spring(mass: 1, stiffness: 100, damping: -3, velocity: 0),
            Spring(mass: 1, stiffness: 100, damping: .nan, velocity: 0),
            Spring(mass: 1, stiffness: 100, damping: 10, velocity: .nan),
        ]
        for spring in bad {
            for t in [0.0, 0.1, 0.5, 2] {
                #expect(spring.x(t) == reference.x(t), "\(spring)")
                #expect(!spring.v(t).isNaN, "\(spring)")
            }
            #expect(spring.settling == reference.settling, "\(spring)")
        }
        #expect(SpringMotion.fraction(at: .nan, mass: 1, stiffness: 100, damping: 10, initialVelocity: 0) == 0)
    }
}
