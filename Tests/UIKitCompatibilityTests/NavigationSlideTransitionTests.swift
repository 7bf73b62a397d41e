import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func pushAndPopSlideWithUIKitsAppearanceOrder() {
    var log: [String] = []
    let a = AppearanceLoggingViewController(name: "A"), b = AppearanceLoggingViewController(name: "B")
    a.log = { log.append($0) }
    b.log = { log.append($0) }
    let nav = UINavigationController(rootViewController: a)
    let delegate = SlideNavigationDelegate()
    nav.delegate = delegate
    let harness = TransitionHarness(root: nav)
    log.removeAll()

    nav.pushViewController(b, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.2)
    // Half of 0.4 s, linear: B half way in, A a sixth of the width out and half dimmed.
    #expect(close(b.view.layer.presentation()!.transform.m41, 195, 0.5))
    #expect(close(a.view.layer.presentation()!.transform.m41, -65, 0.5))
    #expect(close(a.view.layer.presentation()!.opacity, 0.75))
    harness.runUntilIdle()

    #expect(delegate.operations == [.push])
    #expect(delegate.willShow.last === b && delegate.didShow.last === b)
    #expect(b.view.window === harness.window && a.view.window == nil)
    #expect(a.view.transform == .identity && a.view.alpha == 1)
    #expect(log == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])   // the hidden controller ends first (docs/UIKIT-FACTS.md)
    #expect(b.title == "B" && nav.topViewController === b)

    log.removeAll()
    nav.popViewController(animated: true)
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.1)
    #expect(close(b.view.layer.presentation()!.transform.m41, 97.5, 0.5))
    #expect(close(a.view.layer.presentation()!.transform.m41, -130 * 0.75, 0.5))
    harness.runUntilIdle()

    #expect(delegate.operations == [.push, .pop])
    #expect(a.view.window === harness.window && b.view.window == nil)
    #expect(log == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])   // the hidden controller ends first (docs/UIKIT-FACTS.md)
    #expect(harness.violations.isEmpty)
}
