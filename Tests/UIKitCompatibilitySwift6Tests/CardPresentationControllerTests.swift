import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func cardPresentationDimsAndDismissesOnTap() {
    let home = UIViewController(), card = UIViewController()
    let delegate = CardPresentationDelegate()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(card, animated: true)
    let t0 = harness.advanceToTransitionStart()
    let controller = card.presentationController as! CardPresentationController
    harness.advance(to: t0 + 0.125)
    #expect(close(card.view.layer.presentation()!.opacity, 0.5))
    let dim = controller.dimmingView.layer.presentation()!.opacity
    #expect(dim > 0.05 && dim < 0.95)
    harness.runUntilIdle()

    let width: CGFloat = 390 - 48
    #expect(card.view.frame == CGRect(x: 24, y: (844 - width * 1.25) / 2, width: width, height: width * 1.25))
    #expect(card.view.layer.cornerRadius == 20)
    #expect(controller.dimmingView.alpha == 1)
    #expect(home.view.window === harness.window && card.view.window === harness.window)

    harness.tap(at: CGPoint(x: 10, y: 10))
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(controller.dimmingView.superview == nil && card.view.window == nil)
    #expect(harness.violations.isEmpty)
}
