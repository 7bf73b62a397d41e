import UIKit

/// Cross-fades a full-screen controller in on present and out on dismiss.
final class FadeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval

    init(isPresenting: Bool, duration: TimeInterval = 0.4) {
        self.isPresenting = isPresenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        if isPresenting {
            let toView = transitionContext.view(forKey: .to) ?? toVC.view!
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            containerView.addSubview(toView)

            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from) ?? fromVC.view!
            if let toView = transitionContext.view(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toVC)
                containerView.insertSubview(toView, belowSubview: fromView)
            }

            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                fromView.alpha = 0
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.alpha = 1
                }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.4

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeTransitionAnimator(isPresenting: true, duration: duration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeTransitionAnimator(isPresenting: false, duration: duration)
    }
}
