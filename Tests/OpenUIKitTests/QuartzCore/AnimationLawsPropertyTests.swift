import Foundation
@testable import OpenUIKit
import PropertyBased
import Testing

/// Laws that animation code relies on, checked with `propertyCheck` over
/// generated inputs (x-sheep/swift-property-based; a failure names its
/// input, the shrunk input and a `.fixedSeed(…)` that reruns it).
@Suite("Animation laws (property tests)")
@MainActor
struct AnimationLawsPropertyTests {
    @Test("A timing function with control points in the unit square is monotonic, from 0 at 0 to 1 at 1")
    func timingFunctionsAreMonotonic() async {
        // With every control coordinate in [0, 1], both Bézier coordinates are
        // non-decreasing in the curve parameter, so progress is a
        // non-decreasing function of time (Core Animation's "cubic Bézier
        // timing curve from (0, 0) to (1, 1)").
        await propertyCheck(count: 200, input: Gen.float(in: 0...1).array(of: 4)) { points in
            let function = CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
            #expect(abs(function.solve(0)) < 1e-6)
            #expect(abs(function.solve(1) - 1) < 1e-6)
            var previous = 0.0
            for step in 1...100 {
                let value = function.solve(Double(step) / 100)
                #expect(value >= previous - 1e-6, "\(points) falls at \(Double(step) / 100)")
                previous = value
            }
        }
    }

    @Test("A damped spring stays within 0.001 of its target from its settling duration on")
    func springSettlesWithinSettlingDuration() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.1...5), Gen.double(in: 10...1000),
                            Gen.double(in: 0.5...60), Gen.double(in: -20...20)) { mass, stiffness, damping, velocity in
            let settle = SpringMotion.settlingDuration(mass: mass, stiffness: stiffness, damping: damping,
                                                       initialVelocity: velocity)
            #expect(settle.isFinite && settle >= 0)
            guard settle.isFinite else { return }
            for step in 0...200 {
                // From the settling time to 4× it (and 1 s past it).
                let t = settle + (3 * settle + 1) * Double(step) / 200
                let x = SpringMotion.fraction(at: t, mass: mass, stiffness: stiffness, damping: damping,
                                              initialVelocity: velocity)
                #expect(abs(1 - x) <= 0.001 + 1e-9, "|1 − x(\(t))| = \(abs(1 - x)), settling \(settle)")
            }
        }
    }

    @Test("Interpolating transforms at 0 and 1 gives the endpoints exactly")
    func transformInterpolationEndpoints() async {
        await propertyCheck(count: 200, input: Self.transforms, Self.transforms) { a, b in
            #expect(TransformInterpolation.interpolate(a, b, 0) == a)
            #expect(TransformInterpolation.interpolate(a, b, 1) == b)
            let mid = TransformInterpolation.interpolate(a, b, 0.5)
            #expect(Self.entries(mid).allSatisfy { $0.isFinite }, "\(mid)")
        }
    }

    /// Translation · rotation about a random axis · scale (either sign),
    /// sometimes with perspective or shear: decomposable and not. Drawn as
    /// 12 unit values and a variant, so the package's shrinker shrinks them.
    static let transforms = zip(Gen.double(in: 0...1).array(of: 12), Gen.bool, Gen.int(in: 0...3)).map { u, flip, variant in
        func at(_ i: Int, _ range: ClosedRange<Double>) -> CGFloat {
            CGFloat(range.lowerBound + u[i] * (range.upperBound - range.lowerBound))
        }
        var t = CATransform3DMakeTranslation(at(0, -200...200), at(1, -200...200), at(2, -50...50))
        t = CATransform3DRotate(t, at(3, -7...7), at(4, -1...1), at(5, -1...1), at(6, 0.1...1))
        t = CATransform3DScale(t, at(7, 0.1...3) * (flip ? -1 : 1), at(8, 0.1...3), at(9, 0.1...3))
        switch variant {
        case 0: t.m34 = at(10, -0.01...0)
        case 1: t.m21 = at(11, -1...1)
        default: break
        }
        return t
    }

    static func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
}
