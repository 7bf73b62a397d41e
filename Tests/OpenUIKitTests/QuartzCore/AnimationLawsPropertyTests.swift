import Foundation
@testable import OpenUIKit
import Testing

/// Laws that animation code relies on, checked over seeded random cases
/// (`PropertyGenerator`; a failure names its seed).
@Suite("Animation laws (property tests)")
@MainActor
struct AnimationLawsPropertyTests {
    @Test("A timing function with control points in the unit square is monotonic, from 0 at 0 to 1 at 1")
    func timingFunctionsAreMonotonic() {
        // With every control coordinate in [0, 1], both Bézier coordinates are
        // non-decreasing in the curve parameter, so progress is a
        // non-decreasing function of time (Core Animation's "cubic Bézier
        // timing curve from (0, 0) to (1, 1)").
        PropertyGenerator.forAll("timing monotonic") { g, seed in
            let points = (0..<4).map { _ in Float(g.double(in: 0...1)) }
            let function = CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
            #expect(abs(function.solve(0)) < 1e-6, "seed \(seed)")
            #expect(abs(function.solve(1) - 1) < 1e-6, "seed \(seed)")
            var previous = 0.0
            for step in 1...100 {
                let value = function.solve(Double(step) / 100)
                #expect(value >= previous - 1e-6, "seed \(seed): \(points) falls at \(Double(step) / 100)")
                previous = value
            }
        }
    }

    @Test("A damped spring stays within 0.001 of its target from its settling duration on")
    func springSettlesWithinSettlingDuration() {
        PropertyGenerator.forAll("spring settles") { g, seed in
            let mass = g.double(in: 0.1...5), stiffness = g.double(in: 10...1000)
            let damping = g.double(in: 0.5...60), velocity = g.double(in: -20...20)
            let settle = SpringMotion.settlingDuration(mass: mass, stiffness: stiffness, damping: damping,
                                                       initialVelocity: velocity)
            #expect(settle.isFinite && settle >= 0, "seed \(seed)")
            guard settle.isFinite else { return }
            for step in 0...200 {
                // From the settling time to 4× it (and 1 s past it).
                let t = settle + (3 * settle + 1) * Double(step) / 200
                let x = SpringMotion.fraction(at: t, mass: mass, stiffness: stiffness, damping: damping,
                                              initialVelocity: velocity)
                #expect(abs(1 - x) <= 0.001 + 1e-9, "seed \(seed): |1 − x(\(t))| = \(abs(1 - x)), settling \(settle)")
            }
        }
    }

    @Test("Interpolating transforms at 0 and 1 gives the endpoints exactly")
    func transformInterpolationEndpoints() {
        PropertyGenerator.forAll("transform endpoints") { g, seed in
            let a = Self.randomTransform(&g), b = Self.randomTransform(&g)
            #expect(TransformInterpolation.interpolate(a, b, 0) == a, "seed \(seed)")
            #expect(TransformInterpolation.interpolate(a, b, 1) == b, "seed \(seed)")
            let mid = TransformInterpolation.interpolate(a, b, 0.5)
            let finite = Self.entries(mid).allSatisfy { $0.isFinite }
            #expect(finite, "seed \(seed): \(mid)")
        }
    }

    /// Translation · rotation about a random axis · scale (either sign),
    /// sometimes with perspective or shear: decomposable and not.
    static func randomTransform(_ g: inout PropertyGenerator) -> CATransform3D {
        var t = CATransform3DMakeTranslation(g.cgFloat(in: -200...200), g.cgFloat(in: -200...200), g.cgFloat(in: -50...50))
        t = CATransform3DRotate(t, g.cgFloat(in: -7...7), g.cgFloat(in: -1...1), g.cgFloat(in: -1...1), g.cgFloat(in: 0.1...1))
        t = CATransform3DScale(t, g.cgFloat(in: 0.1...3) * (g.bool() ? 1 : -1), g.cgFloat(in: 0.1...3), g.cgFloat(in: 0.1...3))
        switch g.int(in: 0...3) {
        case 0: t.m34 = g.cgFloat(in: -0.01...0)
        case 1: t.m21 = g.cgFloat(in: -1...1)
        default: break
        }
        return t
    }

    static func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
}
