import UIKit

/// Dismisses a presented controller as the user pans it down. Attach with
/// `wire(to:)`; the transitioning delegate hands it out while `isInteracting`.
final class PanToDismissInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?
    private var panGesture: UIPanGestureRecognizer?

    /// Fraction of the view's height past which a release finishes the dismissal.
    var finishThreshold: CGFloat = 0.3

    override init() {
        super.init()
        completionSpeed = 1
    }

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        viewController.view.addGestureRecognizer(pan)
        panGesture = pan
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)

        switch gesture.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            let velocity = gesture.velocity(in: view.superview)
            if progress > finishThreshold || velocity.y > 1000 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// Slides the presented view down off the screen (UIView.animate based).
final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        let start = fromView.frame
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            fromView.frame = start.offsetBy(dx: 0, dy: containerView.bounds.height)
        }, completion: { _ in
            if transitionContext.transitionWasCancelled {
                fromView.frame = start
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class PanToDismissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactionController = PanToDismissInteractionController()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController.isInteracting ? interactionController : nil
    }
}
