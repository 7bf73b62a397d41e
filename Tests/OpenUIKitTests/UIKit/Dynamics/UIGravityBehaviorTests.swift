import Foundation
import Testing
@testable import OpenUIKit

/// `UIGravityBehavior`'s vector and its polar form, after Apple's documentation:
/// default (0, 1), angle π/2, magnitude 1; angle = atan2(dy, dx), magnitude = length;
/// a magnitude of 0 makes the vector (0, 0) and resets the angle to 0.
@MainActor
@Suite("UIGravityBehavior")
struct UIGravityBehaviorTests {
    @Test("Defaults: downward UIKit gravity")
    func defaults() {
        let gravity = UIGravityBehavior(items: [])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(isClose(gravity.angle, .pi / 2))
        #expect(gravity.magnitude == 1)
        #expect(gravity.items.isEmpty)
    }

    @Test("angle and magnitude are the polar form of gravityDirection")
    func polarForm() {
        let gravity = UIGravityBehavior(items: [])
        gravity.gravityDirection = CGVector(dx: 3, dy: -4)
        #expect(isClose(gravity.magnitude, 5))
        #expect(isClose(gravity.angle, atan2(-4, 3)))
        gravity.angle = .pi
        #expect(isClose(gravity.gravityDirection.dx, -5, within: 1e-12))
        #expect(isClose(gravity.gravityDirection.dy, 0, within: 1e-12))
        gravity.magnitude = 2
        #expect(isClose(gravity.gravityDirection.dx, -2, within: 1e-12))
        gravity.setAngle(.pi / 4, magnitude: 2.squareRoot())
        #expect(isClose(gravity.gravityDirection.dx, 1, within: 1e-12))
        #expect(isClose(gravity.gravityDirection.dy, 1, within: 1e-12))
    }

    @Test("A magnitude of 0 makes the vector (0, 0) and the angle 0")
    func zeroMagnitude() {
        let gravity = UIGravityBehavior(items: [])
        gravity.magnitude = 0
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 0))
        #expect(gravity.angle == 0)
    }

    @Test("addItem and removeItem keep one entry per item")
    func items() {
        let a = UIView(), b = UIView()
        let gravity = UIGravityBehavior(items: [a])
        gravity.addItem(a)
        gravity.addItem(b)
        #expect(gravity.items.count == 2)
        gravity.removeItem(a)
        #expect(gravity.items.count == 1 && gravity.items[0] === b)
    }
}
