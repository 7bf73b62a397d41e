import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func springCardPushGrowsFromTheRow() {
    let list = UIViewController(), card = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let delegate = SpringCardNavigationDelegate()
    nav.delegate = delegate
    let harness = TransitionHarness(root: nav)
    let origin = delegate.originFrame
    let final = harness.window.bounds

    nav.pushViewController(card, animated: true)
    let t0 = harness.advanceToTransitionStart()
    // dampingRatio 0.8 over 0.5 s: stiffness 323.6, damping 28.78 (docs/UIKIT-FACTS.md).
    for t in [0.05, 0.1, 0.2] {
        harness.advance(to: t0 + t)
        let f = CGFloat(springFraction(t: t, stiffness: 323.6, damping: 28.78))
        let layer = card.view.layer.presentation()!
        #expect(close(layer.position.y, lerp(origin.midY, final.midY, f), 1.5), "t = \(t)")
        #expect(close(layer.bounds.height, lerp(origin.height, final.height, f), 3), "t = \(t)")
    }
    harness.runUntilIdle()
    #expect(card.view.frame == final && card.view.layer.cornerRadius == 0)
    #expect(card.view.window === harness.window && list.view.window == nil)

    nav.popViewController(animated: true)
    harness.runUntilIdle()
    #expect(list.view.window === harness.window && card.view.window == nil)
    #expect(card.view.alpha == 1)
    #expect(harness.violations.isEmpty)
}
