import Foundation
import Testing
@testable import OpenUIKit

/// Percent-driven transitions whose animator provides `interruptibleAnimator(using:)`
/// (docs/UIKIT-FACTS.md): the property animator is scrubbed, reversed on cancel and continued.
@MainActor
@Suite("Interruptible transitions")
struct InterruptibleTransitionTests {
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: EventLog
        private var animator: UIViewPropertyAnimator?
        init(log: EventLog) { self.log = log }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            log.add("animateTransition")
            interruptibleAnimator(using: ctx).startAnimation()
        }

        func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            log.add("interruptibleAnimator")
            let fromView = ctx.view(forKey: .from)!
            let start = fromView.center
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
                fromView.center = CGPoint(x: start.x + 400, y: start.y)
            }
            animator.addCompletion { position in
                self.log.add("completion(\(position == .end ? "end" : position == .start ? "start" : "current"))")
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            self.animator = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {
            log.add("animationEnded(\(transitionCompleted))")
            animator = nil
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: EventLog
        let interaction = UIPercentDrivenInteractiveTransition()
        init(log: EventLog) { self.log = log }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator(log: log)
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    func presented(_ log: EventLog) -> (MediaClock, UIWindow, UIViewController, Delegate) {
        let clock = MediaClock.installVirtual()
        let home = UIViewController()
        let window = makeWindow(root: home, clock: clock)
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        home.present(card, animated: false)
        clock.advance(by: 0.1)
        let delegate = Delegate(log: log)
        card.transitioningDelegate = delegate
        return (clock, window, card, delegate)
    }

    @Test("Scrubbing drives fractionComplete; finish continues to the end")
    func finish() {
        let log = EventLog()
        let (clock, window, card, delegate) = presented(log)
        defer { withExtendedLifetime((window, delegate)) {} }
        card.dismiss(animated: true)
        clock.tick()
        // The interruptible animator is used instead of animateTransition.
        #expect(log.events == ["interruptibleAnimator"])
        delegate.interaction.update(0.25)
        clock.tick()
        #expect(abs(card.view.layer.presentation()!.position.x - (195 + 100)) < 0.5)
        delegate.interaction.finish()
        clock.advance(by: 0.29)
        #expect(!log.events.contains("completion(end)"))
        clock.advance(by: 0.05)
        #expect(log.events.suffix(2) == ["completion(end)", "animationEnded(true)"])
        #expect(card.presentingViewController == nil)
    }

    @Test("Cancel reverses the animator, which completes at .start")
    func cancel() {
        let log = EventLog()
        let (clock, window, card, delegate) = presented(log)
        defer { withExtendedLifetime((window, delegate)) {} }
        card.dismiss(animated: true)
        clock.tick()
        delegate.interaction.update(0.5)
        clock.tick()
        delegate.interaction.cancel()
        // Reversed with its own timing: back to the start over 0.5 × 0.4 s.
        clock.advance(by: 0.15)
        #expect(!log.events.contains("completion(start)"))
        clock.advance(by: 0.1)
        #expect(log.events.suffix(2) == ["completion(start)", "animationEnded(false)"])
        #expect(abs(card.view.center.x - 195) < 0.5)
        #expect(card.presentingViewController != nil)
    }

    @Test("A percent-driven interaction without an animator raises UIKit's exception")
    func noAnimator() {
        MediaClock.installVirtual()
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let a = UIViewController(), b = UIViewController()
        let ctx = TransitionContext(kind: .present, container: UIView(), from: a, to: b, fromView: nil, toView: nil,
                                   animated: true, style: .fullScreen, animator: nil, interactor: nil)
        UIPercentDrivenInteractiveTransition().startInteractiveTransition(ctx)
        #expect(raised.map(\.reason) == ["Attempt to start a percent driven interactive transition but there is no animator!"])
    }
}
