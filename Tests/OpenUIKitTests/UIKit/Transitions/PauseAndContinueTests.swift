import Foundation
import Testing
@testable import OpenUIKit

/// Catching a running transition (iOS 10): the context's
/// `pauseInteractiveTransition()` and the interaction's `pause()`; and
/// `continueAnimation(withTimingParameters:durationFactor:)`'s factor.
@MainActor
@Suite("Pause and continue")
struct PauseAndContinueTests {
    /// An animator that is its own percent-driven interaction controller,
    /// started non-interactively: a 1 s linear fade-in of the presented view.
    final class CatchableAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        // Weak: the context holds its animator, so a strong one would be a cycle.
        weak var caught: (any UIViewControllerContextTransitioning)?
        override init() {
            super.init()
            wantsInteractiveStart = false
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            caught = ctx
            let toView = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { self }
    }

    @Test("pauseInteractiveTransition() then pause() holds the transition still until update and finish")
    func pauseHoldsStill() throws {
        let clock = MediaClock.installVirtual()
        let home = UIViewController()
        let window = makeWindow(root: home, clock: clock)
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        let animator = CatchableAnimator()
        card.transitioningDelegate = animator
        home.present(card, animated: true)
        clock.advance(by: 0.3)
        let ctx = try #require(animator.caught)
        ctx.pauseInteractiveTransition()
        animator.pause()
        clock.advance(by: 1.0 / 120)
        let caught = Double(card.view.layer.presentation()!.opacity)
        #expect(abs(caught - 0.3) < 0.02)
        clock.advance(by: 0.5)
        #expect(Double(card.view.layer.presentation()!.opacity) == caught)
        #expect(ctx.isInteractive && card.view.window === window)
        animator.update(0.6)
        clock.advance(by: 1.0 / 120)
        #expect(abs(Double(card.view.layer.presentation()!.opacity) - 0.6) < 1e-6)
        animator.finish()
        clock.advance(by: 1)
        #expect(home.presentedViewController === card && card.view.alpha == 1)
    }

    func slidingAnimator() -> (UIView, UIViewPropertyAnimator) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        return (view, animator)
    }

    @Test("durationFactor 0 continues over the remaining time at the original pace")
    func factorZeroKeepsPace() {
        let clock = MediaClock.installVirtual()
        let (view, animator) = slidingAnimator()
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(by: 0.3)
        // 40 pt done, 60 pt left over the remaining 0.6 s: 0.3 s later, 70.
        #expect(abs(view.layer.presentation()!.frame.origin.x - 70) < 0.5)
        clock.advance(by: 0.31)
        #expect(animator.state == .inactive && view.frame.origin.x == 100)
    }

    @Test("Another factor scales the original duration: the rest takes factor × duration")
    func factorScalesDuration() {
        let clock = MediaClock.installVirtual()
        let (view, animator) = slidingAnimator()
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        clock.advance(by: 0.25)
        // The remaining 60 pt over 0.5 × 1 s: half of them after 0.25 s.
        #expect(abs(view.layer.presentation()!.frame.origin.x - 70) < 0.5)
        clock.advance(by: 0.26)
        #expect(animator.state == .inactive)
    }
}
