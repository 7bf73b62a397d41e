import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func liftShrinksASnapshotOfThePresenter() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = LiftTransitioningDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    let snapshot = delegate.animator!.backgroundSnapshot!
    #expect(home.view.isHidden)
    #expect(snapshot.layer.cornerRadius == 12 && snapshot.layer.shadowOpacity == 0.25)
    harness.advance(to: t0 + 0.2)
    #expect(close(snapshot.layer.presentation()!.transform.m11, 0.95))   // 1 → 0.9, half way
    #expect(close(detail.view.layer.presentation()!.position.y, 422 + 422))
    harness.runUntilIdle()

    #expect(snapshot.superview == nil && !home.view.isHidden)
    #expect(detail.view.layer.cornerRadius == 0 && detail.view.layer.shadowOpacity == 0)
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func viewHelpersWorkOutsideTransitions() {
    let home = UIViewController()
    let harness = TransitionHarness(root: home)
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    home.view.addSubview(card)
    harness.runUntilIdle()

    let copy = UIView.snapshot(of: card, in: home.view)
    #expect(copy?.frame == card.frame && copy?.superview === home.view)

    let overlay = UIView().pinned(to: card)
    #expect(overlay.frame == card.bounds && overlay.autoresizingMask == [.flexibleWidth, .flexibleHeight])

    var finished: Bool?
    performStandardAnimation(duration: 0.2, animations: { card.alpha = 0 }, completion: { finished = $0 })
    harness.clock.tick()   // the animation begins at this commit
    harness.advance(by: 0.1)
    #expect(close(card.layer.presentation()!.opacity, 0.5, 0.02))
    harness.runUntilIdle()
    #expect(finished == true)
    resetCardStyle(card)
    #expect(card.layer.cornerRadius == 0)
}
