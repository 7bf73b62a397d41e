import Foundation
import Testing
@testable import OpenUIKit

/// `UIDynamicItemGroup` (items that move as one body) and collision shapes
/// other than rectangles (`collisionBoundsType`).
@MainActor
@Suite("UIDynamicItemGroup and collision shapes")
struct UIDynamicItemGroupTests {
    /// A view that collides as the ellipse inscribed in its bounds.
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    /// A view that collides as a triangle pointing down, through its bounding path.
    final class Wedge: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: -20, y: -20))
            path.addLine(to: CGPoint(x: 20, y: -20))
            path.addLine(to: CGPoint(x: 0, y: 20))
            path.close()
            return path
        }
    }

    @Test("A group's centre and bounds enclose its items; moving the centre moves them")
    func groupGeometry() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 80, y: 40, width: 20, height: 20))
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.items.count == 2)
        #expect(group.center == CGPoint(x: 50, y: 30))
        #expect(group.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        group.center = CGPoint(x: 60, y: 30)
        #expect(a.center == CGPoint(x: 20, y: 10) && b.center == CGPoint(x: 100, y: 50))
    }

    @Test("Grouped items fall together, keeping their distance, and rest on the floor")
    func groupFalls() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 30, center: CGPoint(x: 100, y: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        other.center = CGPoint(x: 200, y: 100)
        stage.reference.addSubview(other)
        let group = UIDynamicItemGroup(items: [stage.box, other])
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(collision)
        clock.advance(by: 0.3)
        #expect(isClose(stage.box.center.y, 145, within: 0.01) && isClose(other.center.y, 145, within: 0.01))
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(stage.box.frame.maxY, 480, within: 1) && isClose(other.frame.maxY, 480, within: 1))
        #expect(isClose(other.center.x - stage.box.center.x, 100, within: 1e-6))
        withExtendedLifetime(stage) {}
    }

    @Test("An ellipse rests on its lowest point: a ball of radius 25 rests with its centre 25 points above the floor")
    func ellipse() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 10, center: CGPoint(x: 10, y: 10))
        let ball = Ball(frame: CGRect(x: 135, y: 100, width: 50, height: 50))
        stage.reference.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(ball.center.y, 480 - 25, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("A path-shaped item rests on its path's lowest point, not its bounds")
    func pathShape() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 10, center: CGPoint(x: 10, y: 10))
        let wedge = Wedge(frame: CGRect(x: 140, y: 100, width: 40, height: 80))
        stage.reference.addSubview(wedge)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [wedge])
        collision.addBoundary(withIdentifier: NSString(string: "floor"), from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
        let upright = UIDynamicItemBehavior(items: [wedge])
        upright.allowsRotation = false
        animator.addBehavior(UIGravityBehavior(items: [wedge]))
        animator.addBehavior(collision)
        animator.addBehavior(upright)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        // The tip is 20 points below the centre (the bounds would say 40).
        #expect(isClose(wedge.center.y, 400 - 20, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("Non-finite values are refused with a diagnostic; the behaviours keep their values")
    func nonFiniteValues() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 100))
        let gravity = UIGravityBehavior(items: [stage.box])
        gravity.gravityDirection = CGVector(dx: 0, dy: CGFloat.nan)
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        let push = UIPushBehavior(items: [stage.box], mode: .continuous)
        push.magnitude = CGFloat.infinity
        #expect(push.magnitude == 0)
        let snap = UISnapBehavior(item: stage.box, snapTo: .zero)
        snap.snapPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(snap.snapPoint == .zero)
        let properties = UIDynamicItemBehavior(items: [stage.box])
        properties.density = -CGFloat.infinity
        #expect(properties.density == 1)
        properties.resistance = CGFloat.infinity
        #expect(properties.resistance == CGFloat.infinity)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(gravity)
        clock.advance(by: 0.1)
        #expect(isClose(stage.box.center.y, 105, within: 0.01))
        withExtendedLifetime(stage) {}
    }
}
