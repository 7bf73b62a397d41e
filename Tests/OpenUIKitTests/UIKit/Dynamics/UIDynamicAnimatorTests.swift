import Foundation
import Testing
@testable import OpenUIKit

/// `UIDynamicAnimator`: stepping on Segue's clock, elapsed time, pausing at
/// rest and resuming, removing behaviours, `items(in:)`, after Apple's
/// documentation of the class and of `UIGravityBehavior` (1.0 = 1000 points/s²).
@MainActor
@Suite("UIDynamicAnimator")
struct UIDynamicAnimatorTests {
    @Test("UIView and UICollectionViewLayoutAttributes are dynamic items with rectangular collision bounds")
    func viewsAreDynamicItems() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let item: any UIDynamicItem = view
        #expect(item.collisionBoundsType == .rectangle)
        #expect(item.bounds.size == CGSize(width: 40, height: 20))
        #expect(item.collisionBoundingPath.bounds == CGRect(x: -20, y: -10, width: 40, height: 20))
        let attributes: any UIDynamicItem = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(attributes.collisionBoundsType == .rectangle)
    }

    @Test("Free fall follows y = y₀ + ½·g·t² with g = 1000 points/s² × magnitude")
    func freeFall() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 50, center: CGPoint(x: 160, y: 40))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 0.5)
        #expect(isClose(stage.box.center.y, 40 + 0.5 * 1000 * 0.25, within: 0.01))
        #expect(stage.box.center.x == 160)
        #expect(isClose(animator.elapsedTime, 0.5, within: 1e-9))
        #expect(animator.isRunning)

        let second = dynamicsStage(side: 50, center: CGPoint(x: 160, y: 40))
        let gravity = UIGravityBehavior(items: [second.box])
        gravity.magnitude = 0.5
        let slow = UIDynamicAnimator(referenceView: second.reference)
        slow.addBehavior(gravity)
        clock.advance(by: 0.4)
        #expect(isClose(second.box.center.y, 40 + 0.5 * 500 * 0.16, within: 0.01))
        withExtendedLifetime((stage, second)) {}
    }

    @Test("A sideways gravity angle moves the item along that direction")
    func gravityAngle() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 100))
        let gravity = UIGravityBehavior(items: [stage.box])
        gravity.setAngle(0, magnitude: 1)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(gravity)
        clock.advance(by: 0.2)
        #expect(isClose(stage.box.center.x, 100 + 500 * 0.04, within: 0.01))
        #expect(isClose(stage.box.center.y, 100, within: 1e-9))
        withExtendedLifetime(stage) {}
    }

    @Test("elapsedTime advances with the clock while running")
    func elapsedTime() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage()
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        #expect(animator.elapsedTime == 0)
        #expect(!animator.isRunning)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 0.25)
        #expect(isClose(animator.elapsedTime, 0.25, within: 1e-9))
        clock.advance(by: 0.1)
        #expect(isClose(animator.elapsedTime, 0.35, within: 1e-9))
        withExtendedLifetime(stage) {}
    }

    @Test("Once every item rests the animator pauses, once; a new behaviour resumes it")
    func pausesAtRest() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 60, center: CGPoint(x: 160, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let log = AnimatorDelegateLog()
        animator.delegate = log
        let gravity = UIGravityBehavior(items: [stage.box])
        let collision = UICollisionBehavior(items: [stage.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        #expect(log.resumes == 1)
        #expect(animator.isRunning)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(log.pauses == 1)
        clock.advance(by: 0.5)
        #expect(log.pauses == 1)
        #expect(clock.isIdle)

        let push = UIPushBehavior(items: [stage.box], mode: .instantaneous)
        push.setAngle(-.pi / 2, magnitude: 1)
        animator.addBehavior(push)
        #expect(animator.isRunning)
        #expect(log.resumes == 2)
        withExtendedLifetime(stage) {}
    }

    @Test("Removing the only behaviour stops the item where it is")
    func removingBehaviorStopsMotion() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 40))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let log = AnimatorDelegateLog()
        animator.delegate = log
        let gravity = UIGravityBehavior(items: [stage.box])
        animator.addBehavior(gravity)
        clock.advance(by: 0.2)
        let stopped = stage.box.center
        #expect(stopped.y > 40)
        animator.removeBehavior(gravity)
        #expect(animator.behaviors.isEmpty)
        #expect(gravity.dynamicAnimator == nil)
        #expect(!animator.isRunning)
        #expect(log.pauses == 1)
        clock.advance(by: 0.3)
        #expect(stage.box.center == stopped)

        animator.addBehavior(gravity)
        clock.advance(by: 0.1)
        #expect(stage.box.center.y > stopped.y)
        animator.removeAllBehaviors()
        let again = stage.box.center
        clock.advance(by: 0.2)
        #expect(stage.box.center == again)
        withExtendedLifetime(stage) {}
    }

    @Test("items(in:) returns the items whose frames intersect the rectangle")
    func itemsInRect() {
        _ = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 50, y: 50))
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 20, height: 20))
        stage.reference.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(UICollisionBehavior(items: [stage.box, other]))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 40, height: 40)).map { $0 === stage.box } == [true])
        #expect(animator.items(in: CGRect(x: 210, y: 310, width: 100, height: 100)).map { $0 === other } == [true])
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).count == 2)
        #expect(animator.items(in: CGRect(x: 100, y: 100, width: 50, height: 50)).isEmpty)
        withExtendedLifetime(stage) {}
    }

    @Test("updateItem(usingCurrentState:) makes the animator continue from where the app put the item")
    func updateItem() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 20))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 0.1)
        stage.box.center = CGPoint(x: 250, y: 20)
        animator.updateItem(usingCurrentState: stage.box)
        clock.advance(by: 1.0 / 60)
        #expect(stage.box.center.x == 250)
        #expect(stage.box.center.y > 20 && stage.box.center.y < 25)
        withExtendedLifetime(stage) {}
    }

    @Test("Actions run once per frame, after the items moved")
    func actionsRunEachStep() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 20))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let gravity = UIGravityBehavior(items: [stage.box])
        var seen: [CGFloat] = []
        gravity.action = { seen.append(stage.box.center.y) }
        animator.addBehavior(gravity)
        clock.advance(by: 0.1)
        #expect(seen.count == 6)
        #expect(seen.last == stage.box.center.y)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 })
        withExtendedLifetime(stage) {}
    }

    @Test("An animator made with init() moves items that are not views")
    func nonViewItems() {
        let clock = MediaClock.installVirtual()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let animator = UIDynamicAnimator()
        #expect(animator.referenceView == nil)
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        clock.advance(by: 0.2)
        #expect(isClose(attributes.center.y, 5 + 0.5 * 1000 * 0.04, within: 0.01))
    }
}
