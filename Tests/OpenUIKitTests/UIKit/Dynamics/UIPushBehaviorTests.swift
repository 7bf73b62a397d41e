import Foundation
import Testing
@testable import OpenUIKit

/// `UIPushBehavior`, after Apple's documentation: a magnitude of 1.0 on a
/// 100 × 100-point view of density 1.0 accelerates it by 100 points/s²;
/// the mass is density × area, so the acceleration is force / mass; an
/// instantaneous push changes the velocity by impulse / mass once.
@MainActor
@Suite("UIPushBehavior")
struct UIPushBehaviorTests {
    @Test("Defaults: active, magnitude 0, angle 0, the mode given")
    func defaults() {
        let push = UIPushBehavior(items: [], mode: .instantaneous)
        #expect(push.mode == .instantaneous)
        #expect(push.active)
        #expect(push.magnitude == 0 && push.angle == 0)
        #expect(push.pushDirection == CGVector(dx: 0, dy: 0))
        #expect(UIPushBehavior.Mode.continuous.rawValue == 0 && UIPushBehavior.Mode.instantaneous.rawValue == 1)
    }

    @Test("pushDirection is magnitude × (cos angle, sin angle), and back")
    func direction() {
        let push = UIPushBehavior(items: [], mode: .continuous)
        push.angle = .pi / 2
        push.magnitude = 2
        #expect(isClose(push.pushDirection.dx, 0, within: 1e-12) && isClose(push.pushDirection.dy, 2, within: 1e-12))
        push.pushDirection = CGVector(dx: -3, dy: 0)
        #expect(isClose(push.angle, .pi) && isClose(push.magnitude, 3))
        push.setAngle(0, magnitude: 0.5)
        #expect(push.pushDirection == CGVector(dx: 0.5, dy: 0))
        let view = UIView()
        #expect(push.targetOffsetFromCenter(for: view) == .zero)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 3, vertical: 4), for: view)
        #expect(push.targetOffsetFromCenter(for: view) == UIOffset(horizontal: 3, vertical: 4))
    }

    @Test("An instantaneous push of magnitude 1 gives a 100 × 100 view of density 1 a velocity of 100 points/s, once")
    func instantaneous() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 100, center: CGPoint(x: 100, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let push = UIPushBehavior(items: [stage.box], mode: .instantaneous)
        push.magnitude = 1
        let properties = UIDynamicItemBehavior(items: [stage.box])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        clock.advance(by: 1.0 / 60)
        #expect(isClose(properties.linearVelocity(for: stage.box).x, 100, within: 1e-9))
        #expect(properties.linearVelocity(for: stage.box).y == 0)
        #expect(!push.active)
        clock.advance(by: 0.5 - 1.0 / 60)
        #expect(isClose(stage.box.center.x, 150, within: 1e-6))
        #expect(isClose(properties.linearVelocity(for: stage.box).x, 100, within: 1e-9))

        push.active = true
        clock.advance(by: 1.0 / 60)
        #expect(isClose(properties.linearVelocity(for: stage.box).x, 200, within: 1e-9))
        withExtendedLifetime(stage) {}
    }

    @Test("Velocity from an impulse is inversely proportional to mass (density × area)")
    func impulseOverMass() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 50, center: CGPoint(x: 100, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let push = UIPushBehavior(items: [stage.box], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [stage.box])
        properties.density = 2
        animator.addBehavior(properties)
        animator.addBehavior(push)
        clock.advance(by: 1.0 / 60)
        // mass = 2 × 2500 / 10000 = 0.5 of the 100 × 100 view's: twice the velocity.
        #expect(isClose(properties.linearVelocity(for: stage.box).y, 200, within: 1e-9))
        withExtendedLifetime(stage) {}
    }

    @Test("A continuous push of magnitude 1 accelerates a 100 × 100 view of density 1 at 100 points/s²")
    func continuous() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 100, center: CGPoint(x: 60, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let push = UIPushBehavior(items: [stage.box], mode: .continuous)
        push.magnitude = 1
        animator.addBehavior(push)
        clock.advance(by: 1)
        #expect(isClose(stage.box.center.x, 60 + 0.5 * 100 * 1, within: 1e-6))
        #expect(push.active)
        push.active = false
        let before = stage.box.center.x
        clock.advance(by: 0.5)
        #expect(isClose(stage.box.center.x, before + 100 * 0.5, within: 1e-6))
        withExtendedLifetime(stage) {}
    }

    @Test("A push off the centre also turns the item")
    func offsetTurns() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 100, center: CGPoint(x: 160, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let push = UIPushBehavior(items: [stage.box], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: stage.box)
        let properties = UIDynamicItemBehavior(items: [stage.box])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        clock.advance(by: 1.0 / 60)
        // Torque r × J = (0, −50) × (100, 0) = +5000; inertia m(w² + h²)/12 = 20000/12.
        #expect(isClose(properties.angularVelocity(for: stage.box), 5000 / (20_000.0 / 12), within: 1e-9))
        clock.advance(by: 0.1)
        #expect(stage.box.transform != .identity)
        withExtendedLifetime(stage) {}
    }
}
