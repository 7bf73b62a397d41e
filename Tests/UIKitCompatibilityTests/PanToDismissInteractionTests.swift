import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor private func presentedCard() -> (TransitionHarness, UIViewController, UIViewController, PanToDismissTransitioningDelegate) {
    let home = UIViewController(), card = UIViewController()
    let delegate = PanToDismissTransitioningDelegate()
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)
    home.present(card, animated: false)
    harness.runUntilIdle()
    delegate.interactionController.wire(to: card)
    return (harness, home, card, delegate)
}

@MainActor @Test func panningTheCardDownFarEnoughDismissesIt() {
    let (harness, home, card, delegate) = presentedCard()
    harness.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.4, release: false)
    #expect(delegate.interactionController.isInteracting)
    #expect(harness.isTransitioning)
    // The view follows the finger: progress = translation / height, and the
    // animator moves the view by progress × height.
    let pan = card.view.gestureRecognizers!.first as! UIPanGestureRecognizer
    let translation = pan.translation(in: card.view.superview).y
    #expect(translation > 380 && translation <= 400)
    #expect(close(card.view.layer.presentation()!.position.y, 422 + translation, 1))
    #expect(home.view.window === harness.window)   // re-added under the card by the animator

    harness.release(at: CGPoint(x: 195, y: 600))
    #expect(!delegate.interactionController.isInteracting)
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(card.view.window == nil && home.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func aShortSlowPanSnapsTheCardBack() {
    let (harness, home, card, _) = presentedCard()
    harness.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300), duration: 0.6)
    harness.runUntilIdle()
    #expect(home.presentedViewController === card)
    #expect(card.view.window === harness.window && home.view.window == nil)
    #expect(card.view.frame == harness.window.bounds)
    #expect(harness.violations.isEmpty)
}
