import UIKit

/// Drops a card in from above the screen on a spring (damping 0.5), so it
/// overshoots its resting place and settles.
final class SpringDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5
    let damping: CGFloat = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }

        let finalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = finalFrame
        toView.center.y -= container.bounds.height
        container.addSubview(toView)

        UIView.animate(withDuration: duration,
                       delay: 0,
                       usingSpringWithDamping: damping,
                       initialSpringVelocity: 0,
                       options: [],
                       animations: {
                           toView.frame = finalFrame
                       },
                       completion: { finished in
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

final class SpringDropTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringDropAnimator()
    }
}
