import Foundation
import Testing
@testable import OpenUIKit

/// The NSValue additions UIKit and Core Animation declare, and boxed values
/// as animation values.
@MainActor
@Suite("NSValue bridging")
struct NSValueBridgingTests {
    @Test("Each boxed geometry type comes back unchanged")
    func roundTrips() {
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
        #expect(NSValue(caTransform3D: rotation).caTransform3DValue == rotation)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    }

    @Test("A point boxed either way is the same value")
    func pointEquality() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(point: CGPoint(x: 1, y: 2)))
    }

    @Test("A basic animation between boxed transforms rotates half way at half time (linear)")
    func boxedTransformAnimates() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        clock.tick(at: clock.now)
        clock.advance(by: 0.5)
        let m = layer.presentation()!.transform
        // A quarter turn about z at half time: 45°, so m11 = cos 45°, m12 = sin 45°.
        #expect(abs(m.m11 - cos(.pi / 4)) < 1e-6 && abs(m.m12 - sin(.pi / 4)) < 1e-6)
    }

    @Test("Keyframes of boxed points and NSNumber key times")
    func boxedKeyframes() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 100))]
        animation.keyTimes = [0, NSNumber(value: 0.5), 1]
        animation.duration = 1
        layer.add(animation, forKey: "move")
        clock.tick(at: clock.now)
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 0))
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
    }

    @Test("IndexPath and NSIndexPath have UIKit's row, item and section")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.item == 3 && path.section == 1)
        let legacy = NSIndexPath(item: 2, section: 4)
        #expect(legacy.item == 2 && legacy.row == 2 && legacy.section == 4)
    }
}
