import Foundation
import Testing
@testable import OpenUIKit

/// `UICollisionBehavior`: items falling onto the reference bounds come to
/// rest inside them and the delegate hears the contact (identifier nil, as
/// Apple documents for the reference boundary); added boundaries and their
/// identifiers; items resting on each other.
@MainActor
@Suite("UICollisionBehavior")
struct UICollisionBehaviorTests {
    @Test("Defaults and modes")
    func defaults() {
        let collision = UICollisionBehavior(items: [])
        #expect(collision.collisionMode == .everything)
        #expect(collision.collisionMode.contains(.items) && collision.collisionMode.contains(.boundaries))
        #expect(!collision.translatesReferenceBoundsIntoBoundary)
        #expect(collision.boundaryIdentifiers?.isEmpty == true)
        #expect(UICollisionBehavior.Mode.items.rawValue == 1 && UICollisionBehavior.Mode.boundaries.rawValue == 2)
    }

    @Test("An item falling onto the reference bounds rests inside them, and the delegate hears the contact once")
    func restsOnReferenceBounds() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 80, center: CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = CollisionLog()
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(stage.reference.bounds.contains(stage.box.frame.insetBy(dx: 0.5, dy: 0.5)))
        #expect(isClose(stage.box.frame.maxY, 480, within: 1))
        #expect(stage.box.center.x == 160)
        #expect(log.boundaryBegan.count == 1)
        #expect(log.boundaryBegan.first.map { $0.identifier == nil } == true)
        #expect(log.boundaryBegan.first?.item === stage.box)
        #expect(isClose(Double(log.boundaryBegan.first?.point.y ?? 0), 480, within: 1.5))
        #expect(log.boundaryEnded.isEmpty)
        withExtendedLifetime(stage) {}
    }

    @Test("An elastic item bounces: the contact ends and begins again, and it still comes to rest")
    func bounces() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = CollisionLog()
        collision.collisionDelegate = log
        let properties = UIDynamicItemBehavior(items: [stage.box])
        properties.elasticity = 0.6
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        var highestAfterFirstBounce: CGFloat = .infinity
        #expect(clock.advance(until: {
            if !log.boundaryEnded.isEmpty { highestAfterFirstBounce = min(highestAfterFirstBounce, stage.box.frame.maxY) }
            return !animator.isRunning
        }, timeout: 10))
        #expect(log.boundaryBegan.count >= 2)
        #expect(log.boundaryEnded.count == log.boundaryBegan.count - 1)
        // The first bounce rises well off the floor (elasticity 0.6 of a ~2.6 m/s impact).
        #expect(highestAfterFirstBounce < 480 - 50)
        #expect(isClose(stage.box.frame.maxY, 480, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("A boundary added from point to point stops items and is reported with its identifier")
    func segmentBoundary() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 50))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box])
        collision.addBoundary(withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
        let log = CollisionLog()
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(stage.box.frame.maxY, 300, within: 1))
        #expect(log.boundaryBegan.first.flatMap { $0.identifier as? NSString } == "shelf")
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: NSString(string: "shelf")) != nil)
        collision.removeBoundary(withIdentifier: NSString(string: "shelf"))
        #expect(collision.boundaryIdentifiers?.isEmpty == true)
        #expect(animator.isRunning)
        clock.advance(by: 0.2)
        #expect(stage.box.frame.maxY > 300 + 10)
        withExtendedLifetime(stage) {}
    }

    @Test("A Bézier-path boundary is its outline: an item falls into a cup and rests on its floor")
    func pathBoundary() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 50))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box])
        collision.addBoundary(withIdentifier: NSString(string: "cup"), for: UIBezierPath(rect: CGRect(x: 100, y: 200, width: 120, height: 100)))
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        // It lands on the rectangle's top edge.
        #expect(isClose(stage.box.frame.maxY, 200, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("An item lands on an anchored item and rests on top of it; the delegate hears both items")
    func itemOnItem() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 50))
        let base = UIView(frame: CGRect(x: 100, y: 350, width: 120, height: 30))
        stage.reference.addSubview(base)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box, base])
        let log = CollisionLog()
        collision.collisionDelegate = log
        let anchored = UIDynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        animator.addBehavior(UIGravityBehavior(items: [stage.box, base]))
        animator.addBehavior(collision)
        animator.addBehavior(anchored)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(base.frame == CGRect(x: 100, y: 350, width: 120, height: 30))
        #expect(isClose(stage.box.frame.maxY, 350, within: 1))
        #expect(log.itemsBegan.count == 1)
        #expect(log.itemsBegan.first.map { $0.0 === stage.box && $0.1 === base } == true)
        withExtendedLifetime(stage) {}
    }

    @Test("Two falling items stack on the floor without overlapping")
    func stacking() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 50, center: CGPoint(x: 160, y: 300))
        let top = UIView(frame: CGRect(x: 140, y: 150, width: 50, height: 50))
        stage.reference.addSubview(top)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box, top])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [stage.box, top]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 8))
        #expect(isClose(stage.box.frame.maxY, 480, within: 1.5))
        #expect(isClose(top.frame.maxY, stage.box.frame.minY, within: 1.5))
        withExtendedLifetime(stage) {}
    }

    @Test("Items in .boundaries mode pass through each other")
    func boundariesOnly() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 300))
        let top = UIView(frame: CGRect(x: 140, y: 100, width: 40, height: 40))
        stage.reference.addSubview(top)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box, top])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [stage.box, top]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 8))
        #expect(isClose(stage.box.frame.maxY, 480, within: 1))
        #expect(isClose(top.frame.maxY, 480, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("Reference-bounds insets move the boundary in")
    func insets() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        animator.addBehavior(collision)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(stage.box.frame.maxY, 400, within: 1))
        withExtendedLifetime(stage) {}
    }
}
