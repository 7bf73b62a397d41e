import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func trackerComparesControllersLikeUIKitObjects() {
    let list = UIViewController(), detail = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let tracker = TransitionTracker()
    nav.delegate = tracker
    let harness = TransitionHarness(root: nav)

    nav.pushViewController(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    #expect(tracker.transitioning.contains(detail))
    harness.advance(to: t0 + 0.2)
    #expect(close(detail.view.layer.presentation()!.transform.m41, 195, 0.5))
    harness.runUntilIdle()

    #expect(tracker.history == [detail])
    #expect(tracker.firstTransitionIndex(of: detail) == 0)
    #expect(tracker.firstTransitionIndex(of: list) == nil)
    #expect(tracker.transitioning.isEmpty)
    #expect(tracker.descriptions[0].hasPrefix("<UIViewController: 0x"))
    #expect(tracker.isTracking(detail.view) && !tracker.isTracking(list.view))
    #expect(detail != list && detail == nav.topViewController)

    let settings = UINavigationController(rootViewController: UIViewController())
    settings.modalPresentationStyle = .fullScreen
    settings.transitioningDelegate = tracker
    detail.present(settings, animated: true) { tracker.finishedPresentation(of: settings) }
    harness.runUntilIdle()

    #expect(tracker.count(of: settings) == 1)
    #expect(tracker.containers == [settings])
    #expect(tracker.transitioning.isEmpty)
    #expect(settings.view.window === harness.window && nav.view.window == nil)
    #expect(Set([list, detail, list]).count == 2)
    #expect(harness.violations.isEmpty)
}
