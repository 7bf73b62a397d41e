import Foundation
import Testing
@testable import OpenUIKit

/// A cancelled percent-driven transition leaves the views as they were
/// before it: the animated properties go back to their start values, as a
/// property animator that finishes at `.start` leaves them (Segue's choice;
/// UIKit's documentation is silent, and real animators rely on it).
@MainActor
@Suite("Cancelled transitions restore the views")
struct CancelRestoresTests {
    /// A dismissal animator that does not restore anything itself: the card
    /// slides down (frame), fades (alpha), shrinks in keyframes (transform),
    /// and the presenter's view springs from a scale of 0.9.
    final class CarelessAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var restoresItself = false
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let card = ctx.view(forKey: .from)!
            let home = ctx.viewController(forKey: .to)!.view!
            ctx.containerView.insertSubview(home, belowSubview: card)
            home.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            let start = card.frame
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                card.frame = start.offsetBy(dx: 0, dy: start.height)
                card.alpha = 0.2
            }) { _ in
                if self.restoresItself && ctx.transitionWasCancelled { card.frame = start; card.alpha = 1 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                }
            })
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                           animations: { home.transform = .identity })
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = CarelessAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// The window is returned for the test to hold while it checks: when it
    /// goes away it releases the presentation (`TestWindow`).
    func cancelHalfWay(restoresItself: Bool) -> (card: UIViewController, home: UIViewController, frame: CGRect, window: UIWindow) {
        let clock = MediaClock.installVirtual()
        let home = UIViewController()
        let window = makeWindow(root: home, clock: clock)
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        let delegate = Delegate()
        delegate.animator.restoresItself = restoresItself
        card.transitioningDelegate = delegate
        home.present(card, animated: false)
        clock.advance(by: 0.1)
        let frame = card.view.frame
        card.dismiss(animated: true)
        clock.tick()
        delegate.interaction.update(0.5)
        clock.tick()
        delegate.interaction.cancel()
        clock.advance(by: 1)
        withExtendedLifetime(delegate) {}
        return (card, home, frame, window)
    }

    @Test("Frame, alpha, keyframed transform and a spring go back to their start values")
    func restored() {
        let (card, home, frame, window) = cancelHalfWay(restoresItself: false)
        defer { withExtendedLifetime(window) {} }
        #expect(home.presentedViewController === card)
        #expect(card.view.frame == frame)
        #expect(card.view.alpha == 1)
        #expect(card.view.transform == .identity)
        #expect(home.view.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(card.view.layer.animationKeys() == nil)
    }

    @Test("An animator that restores the values itself is unaffected")
    func restoringTwiceIsHarmless() {
        let (card, _, frame, window) = cancelHalfWay(restoresItself: true)
        defer { withExtendedLifetime(window) {} }
        #expect(card.view.frame == frame && card.view.alpha == 1)
    }
}
