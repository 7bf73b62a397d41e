import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func crossDissolveSwapsTheViewsInTheContainer() {
    let a = UIViewController(), b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let delegate = CrossDissolveNavigationDelegate()
    nav.delegate = delegate
    let harness = TransitionHarness(root: nav)
    let container = a.view.superview

    nav.pushViewController(b, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.15)
    // transition(from:to:) adds the new view beside the old and removes the old.
    #expect(b.view.superview != nil && b.view.superview === container)
    #expect(a.view.superview == nil)
    harness.runUntilIdle()

    #expect(nav.topViewController === b)
    #expect(b.view.window === harness.window && a.view.window == nil)

    nav.popViewController(animated: true)
    harness.runUntilIdle()
    #expect(nav.topViewController === a && a.view.window === harness.window && b.view.window == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func scoreBadgeFlipsItsText() {
    let home = UIViewController()
    let harness = TransitionHarness(root: home)
    let badge = ScoreBadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    home.view.addSubview(badge)
    harness.runUntilIdle()

    var finished: Bool?
    badge.setScore(3, animated: true) { finished = $0 }
    #expect(badge.label.text == "3")
    harness.advance(by: 0.15)
    #expect(finished == nil)
    harness.runUntilIdle()
    #expect(finished == true)
    badge.setScore(4, animated: false)
    #expect(badge.label.text == "4")
}
