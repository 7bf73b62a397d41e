import Foundation
import Testing
@testable import OpenUIKit

/// Behaviour of the `CATransform3D` functions (row vectors, `p' = p · M`).
@Suite("CATransform3D")
struct CATransform3DTests {
    private func map(_ p: (Double, Double, Double), _ t: CATransform3D) -> (Double, Double, Double) {
        let (x, y, z, w) = Matrix4.transform((CGFloat(p.0), CGFloat(p.1), CGFloat(p.2), 1), by: t)
        return (Double(x / w), Double(y / w), Double(z / w))
    }

    private func same(_ a: (Double, Double, Double), _ b: (Double, Double, Double), within tol: Double = 1e-12) -> Bool {
        abs(a.0 - b.0) <= tol && abs(a.1 - b.1) <= tol && abs(a.2 - b.2) <= tol
    }

    @Test("identity")
    func identity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 1, 1)))
        // CATransform3D() is the zero matrix, not the identity.
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeTranslation(0, 0, 0)))
    }

    @Test("MakeTranslation stores the offset in m41...m43")
    func translation() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3)
        #expect(same(map((1, 1, 1), t), (2, 3, 4)))
    }

    @Test("MakeScale scales each axis")
    func scale() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(same(map((1, 1, 1), t), (2, 3, 4)))
    }

    @Test("MakeRotation follows the right-hand rule about its axis")
    func rotation() {
        // About z by π/2: x → y.
        #expect(same(map((1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), (0, 1, 0)))
        // About x by π/2: y → z.
        #expect(same(map((0, 1, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)), (0, 0, 1)))
        // About y by π/2: z → x.
        #expect(same(map((0, 0, 1), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), (1, 0, 0)))
        // The axis need not be normalised; a zero axis gives the identity.
        #expect(isClose(CATransform3DMakeRotation(0.3, 0, 0, 5), CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(CATransform3DMakeRotation(0.3, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("rotation about z equals CGAffineTransform(rotationAngle:)")
    func rotationMatchesAffine() {
        for angle in stride(from: -3.0, through: 3.0, by: 0.5) {
            let t = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
            #expect(isClose(t, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angle))),
                            within: 1e-15))
        }
    }

    @Test("Translate, Scale and Rotate apply the new operation before the transform")
    func prependingOperations() {
        let base = CATransform3DMakeScale(2, 2, 2)
        // Translate then scale: (1, 0, 0) → (2, 0, 0) → (4, 0, 0).
        #expect(same(map((1, 0, 0), CATransform3DTranslate(base, 1, 0, 0)), (4, 0, 0)))
        let moved = CATransform3DMakeTranslation(10, 0, 0)
        // Scale then translate: (1, 1, 1) → (3, 3, 3) → (13, 3, 3).
        #expect(same(map((1, 1, 1), CATransform3DScale(moved, 3, 3, 3)), (13, 3, 3)))
        // Rotate then translate: (1, 0, 0) → (0, 1, 0) → (10, 1, 0).
        #expect(same(map((1, 0, 0), CATransform3DRotate(moved, .pi / 2, 0, 0, 1)), (10, 1, 0)))
    }

    @Test("Concat(a, b) applies a first, then b")
    func concat() {
        let a = CATransform3DMakeScale(2, 2, 2), b = CATransform3DMakeTranslation(1, 0, 0)
        #expect(same(map((1, 1, 1), CATransform3DConcat(a, b)), (3, 2, 2)))
        #expect(same(map((1, 1, 1), CATransform3DConcat(b, a)), (4, 2, 2)))
    }

    @Test("Invert gives the inverse, and a singular matrix is returned unchanged")
    func invert() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.7, 1, 2, 3)
        t = CATransform3DScale(t, 2, 0.5, 4)
        t.m34 = -1.0 / 500
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, within: 1e-12))
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test("IsAffine, MakeAffineTransform and GetAffineTransform")
    func affine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        #expect(t.m33 == 1 && t.m44 == 1 && t.m34 == 0)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }
}
