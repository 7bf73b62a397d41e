import Foundation
import Testing
@testable import OpenUIKit

/// Behaviour of `CGAffineTransform` as Core Graphics documents it: points are
/// row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("identity maps every point to itself")
    func identity() {
        // Given the identity, when applied to a point, then the point is unchanged.
        let t = CGAffineTransform.identity
        #expect(t.isIdentity)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform() == .identity)
        #expect(CGPoint(x: 3, y: -7).applying(t) == CGPoint(x: 3, y: -7))
    }

    @Test("translation, scale and rotation initialisers")
    func makers() {
        #expect(CGAffineTransform(translationX: 5, y: -2) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -2))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        // Rotation by θ: a = cos θ, b = sin θ, c = −sin θ, d = cos θ.
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(r, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        // (1, 0) → (0, 1): counter-clockwise in y-up space, clockwise on a y-down screen.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
    }

    @Test("translatedBy applies the translation before the receiver")
    func translatedByOrder() {
        // Given a scale by 2, when translated by (10, 0), then a point is first
        // moved by 10 and then scaled: (1, 1) → ((1 + 10)·2, 1·2).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        #expect(t == CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
    }

    @Test("scaledBy applies the scale before the receiver")
    func scaledByOrder() {
        // Given a translation by (10, 0), when scaled by 3, then (1, 1) → (3 + 10, 3).
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 13, y: 3))
    }

    @Test("rotated applies the rotation before the receiver")
    func rotatedOrder() {
        // Given a translation by (10, 0), when rotated by π/2, then (1, 0) is
        // rotated to (0, 1) first and then moved to (10, 1).
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenation() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 1, y: 1)
        // Scale then move: (1, 1) → (2, 2) → (3, 3).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 3))
        // Move then scale: (1, 1) → (2, 2) → (4, 4).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 4, y: 4))
    }

    @Test("inverted undoes the transform")
    func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        #expect(isClose(t.concatenating(t.inverted()), .identity, within: 1e-12))
        #expect(isClose(t.inverted().concatenating(t), .identity, within: 1e-12))
        let p = CGPoint(x: 7, y: 11)
        #expect(isClose(p.applying(t).applying(t.inverted()), p, within: 1e-12))
    }

    @Test("a singular transform inverts to itself")
    func singularInversion() {
        // Given a determinant of 0, Core Graphics returns the input unchanged.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("applying to a size ignores the translation")
    func sizeApplying() {
        let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 100, ty: 100)
        // width' = a·w + c·h, height' = b·w + d·h.
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 19))
    }

    @Test("applying to a rect gives the bounding box of the transformed corners")
    func rectApplying() {
        // Given a 10×10 square at the origin, when translated and scaled, then
        // the rect is mapped exactly.
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let moved = square.applying(CGAffineTransform(translationX: 5, y: 6).scaledBy(x: 2, y: 3))
        #expect(moved == CGRect(x: 5, y: 6, width: 20, height: 30))
        // When rotated by 45°, then the result is the bounding box of the
        // diamond: corners (0,0), (5√2, 5√2), (−5√2, 5√2), (0, 10√2).
        let h = 5 * 2.0.squareRoot()
        let rotated = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(rotated, CGRect(x: -h, y: 0, width: 2 * h, height: 2 * h), within: 1e-12))
        // A negative scale flips the rect, which stays standardized.
        let flipped = square.applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -10, y: 0, width: 10, height: 10))
    }
}
