import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func swipingDownDismissesInteractively() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = SwipeDownDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)
    home.present(detail, animated: false)
    harness.runUntilIdle()
    delegate.interaction = SwipeDownInteraction(presented: detail)

    harness.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.3, release: false)
    #expect(delegate.interaction!.interactionInProgress)
    // Crossfade dismissal scrubbed by the drag: opacity = 1 - fraction.
    let pan = detail.view.gestureRecognizers!.first as! UIPanGestureRecognizer
    let fraction = pan.translation(in: detail.view.superview).y / 844
    #expect(close(detail.view.layer.presentation()!.opacity, Float(1 - fraction), 0.01))
    harness.release(at: CGPoint(x: 195, y: 600))   // past 0.4 of the height: finish
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(home.view.window === harness.window && detail.view.window == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func aShortSwipeDownIsCancelled() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = SwipeDownDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)
    home.present(detail, animated: false)
    harness.runUntilIdle()
    delegate.interaction = SwipeDownInteraction(presented: detail)

    harness.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 350), duration: 0.3)
    // Cancelled: the crossfade rewinds over fraction × 0.4 s.
    harness.runUntilIdle()
    #expect(!delegate.interaction!.interactionInProgress)
    #expect(home.presentedViewController === detail)
    #expect(detail.view.alpha == 1 && detail.view.layer.presentation()!.opacity == 1)
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}
