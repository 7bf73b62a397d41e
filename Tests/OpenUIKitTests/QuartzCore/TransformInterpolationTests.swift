import Foundation
import Testing
@testable import OpenUIKit

/// Core Animation interpolates transforms by decomposing them (translation,
/// scale, skew, perspective, rotation quaternion), interpolating the parts —
/// rotations along the shorter great-circle arc — and recomposing.
@Suite("TransformInterpolation")
struct TransformInterpolationTests {
    private func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), CGFloat(x), CGFloat(y), CGFloat(z))
    }

    private func perspective(_ m34: Double) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = CGFloat(m34)
        return p
    }

    private func elementwise(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        CATransform3D(elements: zip(a.elements, b.elements).map { $0 + ($1 - $0) * CGFloat(t) })
    }

    // MARK: Interpolation

    @Test("the midpoint of a 90° rotation about y is the 45° rotation")
    func rotationMidpoint() {
        // Given identity → rotation by π/2 about y, when half-way, then the
        // transform is a rotation by π/4 (element-wise blending would shrink).
        let mid = TransformInterpolation.interpolate(CATransform3DIdentity, rotation(.pi / 2, 0, 1, 0), 0.5)
        #expect(isClose(mid, rotation(.pi / 4, 0, 1, 0), within: 1e-9))
    }

    @Test("rotation angle progresses linearly about an arbitrary axis", arguments: [0.1, 0.3, 0.5, 0.9])
    func rotationProgress(t: Double) {
        let end = rotation(2.0, 1, 2, 3)
        let value = TransformInterpolation.interpolate(CATransform3DIdentity, end, CGFloat(t))
        #expect(isClose(value, rotation(2.0 * t, 1, 2, 3), within: 1e-9))
    }

    @Test("rotations take the shorter arc")
    func shorterArc() {
        // From +170° to −170° about z the short way passes through 180°, not 0°.
        let a = rotation(170 * .pi / 180, 0, 0, 1), b = rotation(-170 * .pi / 180, 0, 0, 1)
        let mid = TransformInterpolation.interpolate(a, b, 0.5)
        #expect(isClose(mid, rotation(.pi, 0, 0, 1), within: 1e-9))
    }

    @Test("endpoints are returned exactly")
    func endpoints() {
        let a = CATransform3DScale(rotation(0.4, 1, 0, 0), 2, 3, 1)
        let b = CATransform3DTranslate(perspective(-0.002), 4, 5, 6)
        #expect(TransformInterpolation.interpolate(a, b, 0) == a)
        #expect(TransformInterpolation.interpolate(a, b, 1) == b)
    }

    @Test("translation interpolates linearly")
    func translation() {
        let a = CATransform3DMakeTranslation(10, -20, 0), b = CATransform3DMakeTranslation(30, 20, 8)
        let value = TransformInterpolation.interpolate(a, b, 0.25)
        #expect(isClose(value, CATransform3DMakeTranslation(15, -10, 2), within: 1e-12))
    }

    @Test("scale interpolates linearly")
    func scale() {
        let a = CATransform3DMakeScale(1, 2, 3), b = CATransform3DMakeScale(3, 6, 9)
        let value = TransformInterpolation.interpolate(a, b, 0.5)
        #expect(isClose(value, CATransform3DMakeScale(2, 4, 6), within: 1e-12))
    }

    @Test("scale, rotation and translation interpolate independently")
    func combined() {
        // Given S·R·T (row order: scale, rotate, translate) at both ends with a
        // common rotation axis, then each part moves linearly.
        func make(_ s: Double, _ angle: Double, _ tx: Double) -> CATransform3D {
            CATransform3DMakeScale(CGFloat(s), CGFloat(s), 1)
                .concat(rotation(angle, 0, 0, 1))
                .concat(CATransform3DMakeTranslation(CGFloat(tx), 0, 0))
        }
        let value = TransformInterpolation.interpolate(make(1, 0, 0), make(3, 1.2, 100), 0.25)
        #expect(isClose(value, make(1.5, 0.3, 25), within: 1e-9))
    }

    @Test("a perspective m34 interpolates")
    func perspectiveInterpolates() {
        // Given flat → m34 = −1/500, half-way then m34 = −1/1000.
        let mid = TransformInterpolation.interpolate(CATransform3DIdentity, perspective(-1.0 / 500), 0.5)
        #expect(isClose(mid, perspective(-1.0 / 1000), within: 1e-15))
    }

    @Test("a perspective card flip keeps its perspective while rotating")
    func perspectiveFlip() {
        // The common idiom: t.m34 = −1/500; CATransform3DRotate(t, θ, 0, 1, 0)
        // is Rotation · Perspective in row order.
        let p = perspective(-1.0 / 500)
        let a = CATransform3DRotate(p, 0, 0, 1, 0), b = CATransform3DRotate(p, .pi / 2, 0, 1, 0)
        let mid = TransformInterpolation.interpolate(a, b, 0.5)
        #expect(isClose(mid, CATransform3DRotate(p, .pi / 4, 0, 1, 0), within: 1e-9))
    }

    @Test("a decomposable matrix survives decomposition and recomposition")
    func roundTrip() {
        // Scale with a mirror, skew, rotation, translation and perspective.
        var m = CATransform3DMakeScale(2, -0.5, 3)
        m = CATransform3DConcat(m, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0.3, m22: 1, m23: 0, m24: 0,
                                                 m31: -0.2, m32: 0.4, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
        m = CATransform3DConcat(m, rotation(2.5, -1, 0.5, 2))
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(7, -8, 9))
        m.m14 = 0.001; m.m24 = -0.003; m.m34 = -0.002
        #expect(isClose(TransformInterpolation.interpolate(m, m, 0.5), m, within: 1e-12))
        let d = TransformInterpolation.Decomposed(m)
        #expect(d != nil)
        if let d { #expect(isClose(d.matrix, m, within: 1e-12)) }
        // An affine matrix whose m44 is not 1 keeps its elements too.
        var weighted = CATransform3DMakeTranslation(1, 2, 3).concat(rotation(0.4, 0, 1, 0))
        weighted.m44 = 2
        #expect(isClose(TransformInterpolation.interpolate(weighted, weighted, 0.5), weighted, within: 1e-12))
    }

    @Test("spring overshoot extrapolates the rotation")
    func extrapolation() {
        let value = TransformInterpolation.interpolate(CATransform3DIdentity, rotation(.pi / 2, 0, 1, 0), 1.5)
        #expect(isClose(value, rotation(3 * .pi / 4, 0, 1, 0), within: 1e-9))
    }

    @Test("a matrix that cannot be decomposed falls back to element-wise interpolation")
    func fallback() {
        // A zero scale makes the upper 3×3 singular; m44 = 0 cannot be normalised.
        let singular = CATransform3DMakeScale(1, 0, 1)
        let b = rotation(.pi / 2, 0, 0, 1)
        #expect(TransformInterpolation.interpolate(singular, b, 0.5) == elementwise(singular, b, 0.5))
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(TransformInterpolation.interpolate(CATransform3DIdentity, noW, 0.3)
                == elementwise(CATransform3DIdentity, noW, 0.3))
        // Growing from a zero scale is the natural linear growth.
        let grow = TransformInterpolation.interpolate(CATransform3DMakeScale(0, 0, 0), CATransform3DIdentity, 0.25)
        #expect(isClose(grow, CATransform3DMakeScale(0.25, 0.25, 0.25), within: 1e-12))
    }

    // MARK: Key-path components

    @Test("rotation components read a single-axis rotation's angle")
    func rotationComponents() {
        #expect(isClose(TransformInterpolation.component("rotation.z", of: rotation(0.7, 0, 0, 1))!, 0.7))
        #expect(isClose(TransformInterpolation.component("rotation", of: rotation(-2.5, 0, 0, 1))!, -2.5))
        #expect(isClose(TransformInterpolation.component("rotation.y", of: rotation(3 * .pi / 4, 0, 1, 0))!, 3 * .pi / 4))
        #expect(isClose(TransformInterpolation.component("rotation.x", of: rotation(-1, 1, 0, 0))!, -1))
        #expect(isClose(TransformInterpolation.component("rotation.x", of: rotation(0.7, 0, 0, 1))!, 0))
        #expect(isClose(TransformInterpolation.component("rotation.z", of: rotation(0.7, 0, 1, 0))!, 0))
    }

    @Test("a general rotation reads as Euler angles applied x, then y, then z")
    func eulerComponents() {
        let m = rotation(0.3, 1, 0, 0).concat(rotation(-0.4, 0, 1, 0)).concat(rotation(1.1, 0, 0, 1))
        #expect(isClose(TransformInterpolation.component("rotation.x", of: m)!, 0.3, within: 1e-12))
        #expect(isClose(TransformInterpolation.component("rotation.y", of: m)!, -0.4, within: 1e-12))
        #expect(isClose(TransformInterpolation.component("rotation.z", of: m)!, 1.1, within: 1e-12))
    }

    @Test("scale and translation components of a composite transform")
    func scaleTranslationComponents() {
        let m = CATransform3DMakeScale(2, 3, 4).concat(rotation(0.6, 1, 1, 0)).concat(CATransform3DMakeTranslation(5, 6, 7))
        let expected: [(String, Double)] = [
            ("scale.x", 2), ("scale.y", 3), ("scale.z", 4), ("scale", 3),  // "scale" averages the three
            ("translation.x", 5), ("translation.y", 6), ("translation.z", 7),
        ]
        for (key, value) in expected {
            #expect(isClose(TransformInterpolation.component(key, of: m)!, value, within: 1e-12), "\(key)")
        }
        // A collapsed axis reads as scale 0.
        #expect(TransformInterpolation.component("scale.y", of: CATransform3DMakeScale(1, 0, 1)) == 0)
    }

    @Test("every scalar key reads on the identity; non-scalar and unknown keys give nil")
    func keys() {
        let identityValues: [(String, Double)] = [
            ("rotation.x", 0), ("rotation.y", 0), ("rotation.z", 0), ("rotation", 0),
            ("scale", 1), ("scale.x", 1), ("scale.y", 1), ("scale.z", 1),
            ("translation.x", 0), ("translation.y", 0), ("translation.z", 0),
        ]
        for (key, value) in identityValues {
            #expect(TransformInterpolation.component(key, of: CATransform3DIdentity) == CGFloat(value), "\(key)")
        }
        #expect(TransformInterpolation.component("translation", of: CATransform3DIdentity) == nil)
        #expect(TransformInterpolation.component("opacity", of: CATransform3DIdentity) == nil)
        #expect(TransformInterpolation.setting("translation", to: 1, in: CATransform3DIdentity) == nil)
        #expect(TransformInterpolation.setting("bogus", to: 1, in: CATransform3DIdentity) == nil)
        #expect(TransformInterpolation.setting("scale", to: .nan, in: CATransform3DIdentity) == nil)
    }

    @Test("setting a rotation rebuilds translation · rotation · scale")
    func settingRotation() {
        let base = CATransform3DMakeScale(2, 2, 2).concat(CATransform3DMakeTranslation(5, 6, 7))
        let value = TransformInterpolation.setting("rotation.y", to: .pi / 3, in: base)!
        let expected = CATransform3DMakeScale(2, 2, 2).concat(rotation(.pi / 3, 0, 1, 0))
            .concat(CATransform3DMakeTranslation(5, 6, 7))
        #expect(isClose(value, expected, within: 1e-12))
        // "rotation" is "rotation.z"; the previous rotation is replaced.
        let spun = TransformInterpolation.setting("rotation", to: 0.5, in: rotation(1, 0, 0, 1))!
        #expect(isClose(spun, rotation(0.5, 0, 0, 1), within: 1e-12))
        // Reading back gives the value set.
        #expect(isClose(TransformInterpolation.component("rotation.y", of: value)!, .pi / 3, within: 1e-12))
    }

    @Test("setting a scale or translation keeps the rest of the transform")
    func settingScaleTranslation() {
        let r = rotation(0.5, 0, 0, 1)
        let base = r.concat(CATransform3DMakeTranslation(1, 2, 3))
        let scaled = TransformInterpolation.setting("scale", to: 2, in: base)!
        #expect(isClose(scaled, CATransform3DMakeScale(2, 2, 2).concat(base), within: 1e-12))
        let stretched = TransformInterpolation.setting("scale.x", to: 3, in: base)!
        #expect(isClose(stretched, CATransform3DMakeScale(3, 1, 1).concat(base), within: 1e-12))
        let moved = TransformInterpolation.setting("translation.x", to: 9, in: base)!
        #expect(isClose(moved, r.concat(CATransform3DMakeTranslation(9, 2, 3)), within: 1e-12))
        // Perspective survives a translation change.
        let projected = CATransform3DMakeTranslation(1, 2, 3).concat(perspective(-0.002))
        let shifted = TransformInterpolation.setting("translation.z", to: -50, in: projected)!
        #expect(isClose(shifted, CATransform3DMakeTranslation(1, 2, -50).concat(perspective(-0.002)), within: 1e-12))
        // A collapsed transform can be scaled back up.
        let restored = TransformInterpolation.setting("scale", to: 1, in: CATransform3DMakeScale(0, 0, 0))!
        #expect(isClose(restored, CATransform3DIdentity, within: 1e-12))
    }
}
