import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func crossfadePresentsAndDismisses() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = CrossfadeTransitioningDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.15)
    #expect(close(detail.view.layer.presentation()!.opacity, 0.5))
    harness.runUntilIdle()
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.appearanceLog(["home": home, "detail": detail]) == [
        "home.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear", "home.viewDidDisappear",
    ])

    detail.dismiss(animated: true)
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.075)
    #expect(close(detail.view.layer.presentation()!.opacity, 0.75))
    harness.runUntilIdle()
    #expect(home.view.window === harness.window && detail.view.window == nil)
    #expect(home.presentedViewController == nil)
    #expect(harness.violations.isEmpty)
}
