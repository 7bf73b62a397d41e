import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func springDropOvershootsItsRestingPlace() {
    let home = UIViewController(), card = UIViewController()
    let delegate = SpringDropTransitioningDelegate()
    card.modalPresentationStyle = .overFullScreen
    card.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(card, animated: true)
    let t0 = harness.advanceToTransitionStart()
    // 0.5 s at damping 0.5: stiffness 646.9, damping 25.43 (docs/UIKIT-FACTS.md).
    for t in [0.05, 0.1, 0.14, 0.2, 0.3] {
        harness.advance(to: t0 + t)
        let fraction = springFraction(t: t, stiffness: 646.9, damping: 25.43)
        let expected = 422 - 844 + 844 * CGFloat(fraction)
        #expect(close(card.view.layer.presentation()!.position.y, expected, 2), "t = \(t)")
    }
    // Past the resting place by 16 % at 0.14 s (the first overshoot, π / ω_d).
    #expect(springFraction(t: 0.14, stiffness: 646.9, damping: 25.43) > 1.15)
    harness.runUntilIdle()

    #expect(card.view.frame == harness.window.bounds)
    #expect(card.view.window === harness.window && home.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}
