import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func fadeTransitionPresentsAndDismissesFullScreen() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = FadeTransitioningDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    var presented = false
    home.present(detail, animated: true) { presented = true }
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.1)
    #expect(close(detail.view.layer.presentation()!.opacity, 0.25))   // linear: 0.1 / 0.4
    harness.advance(to: t0 + 0.2)
    #expect(close(detail.view.layer.presentation()!.opacity, 0.5))
    #expect(!presented)
    harness.runUntilIdle()

    #expect(presented)
    #expect(home.presentedViewController === detail && detail.presentingViewController === home)
    #expect(detail.view.window === harness.window)
    #expect(home.view.window == nil)   // .fullScreen removes the presenter's view
    #expect(detail.view.frame == harness.window.bounds)
    #expect(harness.appearanceLog(["home": home, "detail": detail]) == [
        "home.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear", "home.viewDidDisappear",
    ])

    harness.timeline.reset()
    var dismissed = false
    detail.dismiss(animated: true) { dismissed = true }
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.1)
    #expect(close(detail.view.layer.presentation()!.opacity, 0.75))
    #expect(home.view.window === harness.window)   // back under the fading view
    harness.runUntilIdle()

    #expect(dismissed)
    #expect(home.presentedViewController == nil)
    #expect(detail.view.window == nil && home.view.window === harness.window)
    #expect(harness.appearanceLog(["home": home, "detail": detail]) == [
        "detail.viewWillDisappear", "home.viewWillAppear", "home.viewIsAppearing", "home.viewDidAppear", "detail.viewDidDisappear",
    ])
    #expect(harness.violations.isEmpty)
}
