import Foundation
import Testing
@testable import OpenUIKit

/// `UIAttachmentBehavior`: a rigid attachment keeps its length; a spring of
/// frequency f settles where its force balances gravity, stretched by
/// g / (2πf)² (Hooke's law with k = m(2πf)²); a limit attachment is a rope.
@MainActor
@Suite("UIAttachmentBehavior")
struct UIAttachmentBehaviorTests {
    @Test("Defaults: the length at creation, rigid, anchor type, infinite range")
    func defaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.center = CGPoint(x: 100, y: 200)
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(attachment.length == 100)
        #expect(attachment.frequency == 0 && attachment.damping == 0 && attachment.frictionTorque == 0)
        #expect(attachment.attachedBehaviorType == .anchor)
        #expect(attachment.anchorPoint == CGPoint(x: 100, y: 100))
        #expect(attachment.attachmentRange.isInfinite)
        #expect(attachment.items.count == 1)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        other.center = CGPoint(x: 130, y: 240)
        let pair = UIAttachmentBehavior(item: view, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
                                        attachedTo: other, offsetFromCenter: .zero)
        #expect(pair.attachedBehaviorType == .items)
        #expect(pair.length == 50)
        #expect(UIFloatRange.zero == UIFloatRange(minimum: 0, maximum: 0))
    }

    @Test("A rigid attachment holds a hanging item at its length below the anchor")
    func rigidRod() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 30, center: CGPoint(x: 160, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let rod = UIAttachmentBehavior(item: stage.box, attachedToAnchor: CGPoint(x: 160, y: 100))
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 1)
        #expect(isClose(stage.box.center, CGPoint(x: 160, y: 200), within: 0.5))
        withExtendedLifetime(stage) {}
    }

    @Test("A swinging rod keeps the item on its circle")
    func pendulum() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 260, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(UIAttachmentBehavior(item: stage.box, attachedToAnchor: CGPoint(x: 160, y: 100)))
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        var worst = 0.0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            let c = stage.box.center
            worst = max(worst, abs(hypot(c.x - 160, c.y - 100) - 100))
        }
        #expect(worst < 1)
        #expect(animator.isRunning)
        withExtendedLifetime(stage) {}
    }

    @Test("A spring settles stretched by g / (2πf)² below its length")
    func springEquilibrium() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 30, center: CGPoint(x: 160, y: 200))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let spring = UIAttachmentBehavior(item: stage.box, attachedToAnchor: CGPoint(x: 160, y: 100))
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 3)
        let omega = 2 * Double.pi * 2
        #expect(isClose(stage.box.center.y, 200 + 1000 / (omega * omega), within: 0.05))
        withExtendedLifetime(stage) {}
    }

    @Test("Two items joined by a rod fall together at the same rate, keeping their distance")
    func itemToItem() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        other.center = CGPoint(x: 180, y: 100)
        stage.reference.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        animator.addBehavior(UIAttachmentBehavior(item: stage.box, attachedTo: other))
        animator.addBehavior(UIGravityBehavior(items: [stage.box, other]))
        clock.advance(by: 0.3)
        #expect(isClose(hypot(other.center.x - stage.box.center.x, other.center.y - stage.box.center.y), 80, within: 0.5))
        #expect(isClose(stage.box.center.y, 100 + 500 * 0.09, within: 0.5))
        withExtendedLifetime(stage) {}
    }

    @Test("A limit attachment lets items come closer but not further than its length")
    func limit() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 160, y: 100))
        let weight = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        weight.center = CGPoint(x: 160, y: 150)
        stage.reference.addSubview(weight)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let anchored = UIDynamicItemBehavior(items: [stage.box])
        anchored.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(with: stage.box, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
        #expect(rope.length == 50)
        rope.length = 120
        animator.addBehavior(anchored)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [weight]))
        clock.advance(by: 0.1)
        // Slack: free fall for now.
        #expect(isClose(weight.center.y, 150 + 500 * 0.01, within: 0.01))
        clock.advance(by: 2)
        #expect(isClose(weight.center.y, 220, within: 1))
        withExtendedLifetime(stage) {}
    }

    @Test("A sliding attachment keeps an item on its axis")
    func sliding() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let slide = UIAttachmentBehavior.slidingAttachment(with: stage.box, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 1))
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        clock.advance(by: 0.5)
        let c = stage.box.center
        #expect(c.y > 110)
        #expect(isClose(c.x - 100, c.y - 100, within: 0.5))
        withExtendedLifetime(stage) {}
    }
    @Test("A pin attachment keeps the two items' pinned points together while the lower one swings")
    func pin() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 40, center: CGPoint(x: 160, y: 100))
        let arm = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        arm.center = CGPoint(x: 200, y: 170)
        stage.reference.addSubview(arm)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let anchored = UIDynamicItemBehavior(items: [stage.box])
        anchored.isAnchored = true
        // Pinned at the arm's top end, which starts 40 points right of the box's centre.
        let pin = UIAttachmentBehavior.pinAttachment(with: stage.box, attachedTo: arm, attachmentAnchor: CGPoint(x: 200, y: 120))
        #expect(pin.attachedBehaviorType == .items)
        animator.addBehavior(anchored)
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [arm]))
        arm.transform = .identity
        var worst = 0.0
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            let angle = atan2(arm.transform.b, arm.transform.a)
            // The arm's top end: 50 points above its centre, turned with it.
            let top = CGPoint(x: arm.center.x + 50 * sin(angle), y: arm.center.y - 50 * cos(angle))
            worst = max(worst, hypot(top.x - 200, top.y - 120))
        }
        #expect(worst < 1)
        withExtendedLifetime(stage) {}
    }

    @Test("A fixed attachment welds two items: they turn together, keeping their offset, sharing the angular momentum")
    func fixed() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 100, y: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        other.center = CGPoint(x: 160, y: 100)
        stage.reference.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let weld = UIAttachmentBehavior.fixedAttachment(with: stage.box, attachedTo: other, attachmentAnchor: CGPoint(x: 130, y: 100))
        let spin = UIDynamicItemBehavior(items: [stage.box])
        spin.addAngularVelocity(1, for: stage.box)
        animator.addBehavior(weld)
        animator.addBehavior(spin)
        clock.advance(by: 0.5)
        let a = atan2(stage.box.transform.b, stage.box.transform.a), b = atan2(other.transform.b, other.transform.a)
        // Angular momentum is conserved: the spin of one 20 × 20 item (I = m·800/12) is shared by the
        // pair turning about its centre (I = 2·(m·800/12 + m·30²)), so ω = 1 × (800/12) / (2·(800/12 + 900)).
        let omega = (800.0 / 12) / (2 * (800.0 / 12 + 900))
        #expect(isClose(a, omega * 0.5, within: 1e-3))
        #expect(isClose(a, b, within: 1e-3))
        #expect(isClose(hypot(other.center.x - stage.box.center.x, other.center.y - stage.box.center.y), 60, within: 0.5))
        withExtendedLifetime(stage) {}
    }
}
