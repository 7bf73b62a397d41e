import Foundation
import Testing
@testable import OpenUIKit

/// A custom behaviour composed of primitives (`addChildBehavior`), as Apple's
/// documentation describes; `willMove(to:)` and `dynamicAnimator`.
@MainActor
@Suite("UIDynamicBehavior")
struct UIDynamicBehaviorTests {
    @MainActor
    final class FallingBehavior: UIDynamicBehavior {
        var moves: [UIDynamicAnimator?] = []
        init(items: [any UIDynamicItem]) {
            super.init()
            addChildBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(collision)
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            super.willMove(to: dynamicAnimator)
            moves.append(dynamicAnimator)
        }
    }

    @Test("Child behaviours act while their parent is added; willMove(to:) is told")
    func composite() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let falling = FallingBehavior(items: [stage.box])
        #expect(falling.childBehaviors.count == 2)
        animator.addBehavior(falling)
        #expect(falling.moves.count == 1 && falling.moves.first! === animator)
        #expect(falling.dynamicAnimator === animator)
        #expect(falling.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
        #expect(animator.behaviors.count == 1)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(stage.box.frame.maxY, 480, within: 1))
        animator.removeBehavior(falling)
        #expect(falling.moves.count == 2 && falling.moves.last! == nil)
        #expect(falling.childBehaviors.allSatisfy { $0.dynamicAnimator == nil })
        withExtendedLifetime(stage) {}
    }

    @Test("Removing a child stops what it did")
    func removeChild() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let parent = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [stage.box])
        parent.addChildBehavior(gravity)
        parent.addChildBehavior(UIDynamicItemBehavior(items: [stage.box]))
        animator.addBehavior(parent)
        clock.advance(by: 0.2)
        parent.removeChildBehavior(gravity)
        #expect(gravity.dynamicAnimator == nil)
        let y = stage.box.center.y, v = 1000 * 0.2
        clock.advance(by: 0.1)
        // No more acceleration: it coasts at the velocity it had.
        #expect(isClose(stage.box.center.y, y + v * 0.1, within: 1e-6))
        withExtendedLifetime(stage) {}
    }

    @Test("A behaviour can belong to one animator only")
    func oneAnimator() {
        _ = MediaClock.installVirtual()
        let view = UIView()
        let gravity = UIGravityBehavior(items: [view])
        let first = UIDynamicAnimator(referenceView: UIView()), second = UIDynamicAnimator(referenceView: UIView())
        first.addBehavior(gravity)
        second.addBehavior(gravity)
        #expect(gravity.dynamicAnimator === first)
        #expect(second.behaviors.isEmpty)
        first.addBehavior(gravity)
        #expect(first.behaviors.count == 1)
    }
}
