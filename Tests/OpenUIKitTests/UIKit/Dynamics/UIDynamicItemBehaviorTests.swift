import Foundation
import Testing
@testable import OpenUIKit

/// `UIDynamicItemBehavior`: the documented defaults, velocities added and
/// read back, anchoring, resistance and rotation.
@MainActor
@Suite("UIDynamicItemBehavior")
struct UIDynamicItemBehaviorTests {
    @Test("Defaults: elasticity 0, friction 0, density 1, no resistance, not anchored, rotation allowed")
    func defaults() {
        let behavior = UIDynamicItemBehavior(items: [])
        #expect(behavior.elasticity == 0 && behavior.friction == 0 && behavior.density == 1)
        #expect(behavior.resistance == 0 && behavior.angularResistance == 0 && behavior.charge == 0)
        #expect(!behavior.isAnchored && behavior.allowsRotation)
    }

    @Test("A linear velocity added before the animator runs moves the item at that speed")
    func linearVelocity() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 50, y: 50))
        let behavior = UIDynamicItemBehavior(items: [stage.box])
        behavior.addLinearVelocity(CGPoint(x: 120, y: 60), for: stage.box)
        #expect(behavior.linearVelocity(for: stage.box) == CGPoint(x: 120, y: 60))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(behavior)
        clock.advance(by: 0.5)
        #expect(isClose(stage.box.center, CGPoint(x: 110, y: 80), within: 1e-6))
        behavior.addLinearVelocity(CGPoint(x: -120, y: -60), for: stage.box)
        #expect(behavior.linearVelocity(for: stage.box) == .zero)
        withExtendedLifetime(stage) {}
    }

    @Test("An angular velocity turns the item; allowsRotation false keeps it upright")
    func angularVelocity() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 50, y: 50))
        let behavior = UIDynamicItemBehavior(items: [stage.box])
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(behavior)
        behavior.addAngularVelocity(1, for: stage.box)
        #expect(behavior.angularVelocity(for: stage.box) == 1)
        clock.advance(by: 0.5)
        #expect(isClose(atan2(stage.box.transform.b, stage.box.transform.a), 0.5, within: 1e-6))
        behavior.allowsRotation = false
        clock.advance(by: 0.5)
        #expect(behavior.angularVelocity(for: stage.box) == 0)
        #expect(isClose(atan2(stage.box.transform.b, stage.box.transform.a), 0.5, within: 1e-6))
        withExtendedLifetime(stage) {}
    }

    @Test("An anchored item does not fall")
    func anchored() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 50, y: 50))
        let behavior = UIDynamicItemBehavior(items: [stage.box])
        behavior.isAnchored = true
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(behavior)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 0.5)
        #expect(stage.box.center == CGPoint(x: 50, y: 50))
        withExtendedLifetime(stage) {}
    }

    @Test("Resistance slows a moving item until the animator pauses")
    func resistance() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 50, y: 50))
        let behavior = UIDynamicItemBehavior(items: [stage.box])
        behavior.resistance = 5
        behavior.addLinearVelocity(CGPoint(x: 100, y: 0), for: stage.box)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(behavior)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        // Continuous damping at rate 5 travels at most v/5 = 20 points.
        #expect(stage.box.center.x > 60 && stage.box.center.x <= 70.5)
        withExtendedLifetime(stage) {}
    }
}
