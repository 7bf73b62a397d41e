import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func displayLinkDrivesTheRevealFrameByFrame() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = DisplayLinkRevealTransitioningDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    #expect(detail.view.alpha == 0)
    harness.advance(to: t0 + 0.25)
    // The link's first frame is the tick after the transition starts.
    let frame = harness.clock.frameInterval
    #expect(close(detail.view.alpha, CGFloat((0.25 - frame) / 0.5), 0.02))
    harness.runUntilIdle()

    #expect(detail.view.alpha == 1)
    #expect(delegate.animator.frameCount >= 59 && delegate.animator.frameCount <= 62)   // 0.5 s at 120 Hz, one tick each
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}
