import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func keyframeBounceOvershootsThenSettles() {
    let home = UIViewController(), alert = UIViewController()
    let delegate = BounceAlertTransitioningDelegate()
    alert.modalPresentationStyle = .overFullScreen
    alert.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(alert, animated: true)
    let t0 = harness.advanceToTransitionStart()
    // Keyframe 1 (0–0.4 s): alpha 0 → 1, scale 0.5 → 1.1; keyframe 2 (0.4–0.8 s): scale 1.1 → 1.
    harness.advance(to: t0 + 0.2)
    var layer = alert.view.layer.presentation()!
    #expect(close(layer.opacity, 0.5))
    #expect(close(layer.transform.m11, 0.8))
    harness.advance(to: t0 + 0.6)
    layer = alert.view.layer.presentation()!
    #expect(close(layer.opacity, 1))
    #expect(close(layer.transform.m11, 1.05))
    harness.runUntilIdle()

    #expect(alert.view.transform == .identity && alert.view.alpha == 1)
    #expect(alert.view.window === harness.window && home.view.window === harness.window)

    // No dismissal animator: the system's dismissal runs.
    var dismissed = false
    alert.dismiss(animated: true) { dismissed = true }
    harness.runUntilIdle()
    #expect(dismissed && alert.view.window == nil && home.presentedViewController == nil)
    #expect(harness.violations.isEmpty)
}
