import Foundation
import Testing
@testable import OpenUIKit

/// `UISnapBehavior`: the item comes to rest at the snap point, upright
/// (Apple: "a spring-like behavior … so that the object settles at a
/// specific point"); damping runs from 0.0 (most oscillation) to 1.0.
@MainActor
@Suite("UISnapBehavior")
struct UISnapBehaviorTests {
    @Test("Defaults: damping 0.5, the snap point given")
    func defaults() {
        let snap = UISnapBehavior(item: UIView(), snapTo: CGPoint(x: 10, y: 20))
        #expect(snap.damping == 0.5)
        #expect(snap.snapPoint == CGPoint(x: 10, y: 20))
    }

    @Test("The item ends at the snap point with the identity rotation, and the animator pauses")
    func endsAtPoint() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 60, center: CGPoint(x: 60, y: 60))
        stage.box.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let log = AnimatorDelegateLog()
        animator.delegate = log
        animator.addBehavior(UISnapBehavior(item: stage.box, snapTo: CGPoint(x: 220, y: 380)))
        clock.advance(by: 0.1)
        #expect(stage.box.center.x > 60 && stage.box.center.y > 60)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(log.pauses == 1)
        #expect(isClose(stage.box.center, CGPoint(x: 220, y: 380), within: 1e-9))
        #expect(isClose(stage.box.transform, .identity, within: 1e-9))
        withExtendedLifetime(stage) {}
    }

    @Test("Less damping overshoots further")
    func dampingControlsOvershoot() {
        func overshoot(damping: CGFloat) -> CGFloat {
            let clock = MediaClock.installVirtual()
            let stage = dynamicsStage(side: 20, center: CGPoint(x: 40, y: 100))
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let snap = UISnapBehavior(item: stage.box, snapTo: CGPoint(x: 240, y: 100))
            snap.damping = damping
            animator.addBehavior(snap)
            var farthest: CGFloat = 0
            clock.advance(until: {
                farthest = max(farthest, stage.box.center.x)
                return !animator.isRunning
            }, timeout: 10)
            return farthest - 240
        }
        let loose = overshoot(damping: 0.1), firm = overshoot(damping: 1)
        #expect(loose > 50)
        #expect(firm < 0.5)
    }

    @Test("Moving the snap point resumes a paused animator")
    func movingSnapPoint() {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 20, center: CGPoint(x: 40, y: 100))
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let snap = UISnapBehavior(item: stage.box, snapTo: CGPoint(x: 100, y: 100))
        animator.addBehavior(snap)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        snap.snapPoint = CGPoint(x: 200, y: 300)
        #expect(animator.isRunning)
        #expect(clock.advance(until: { !animator.isRunning }, timeout: 5))
        #expect(isClose(stage.box.center, CGPoint(x: 200, y: 300), within: 1e-9))
        withExtendedLifetime(stage) {}
    }
}
