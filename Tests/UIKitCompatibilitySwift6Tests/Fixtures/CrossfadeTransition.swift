import UIKit

/// A crossfade for present and dismiss, written for Swift 6: the animator is
/// main-actor isolated through its UIKit conformance.
final class CrossfadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mode { case present, dismiss }

    let mode: Mode
    let duration: TimeInterval

    init(mode: Mode, duration: TimeInterval = 0.3) {
        self.mode = mode
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        switch mode {
        case .present:
            guard let toView = transitionContext.view(forKey: .to),
                  let toController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
                toView.alpha = 1
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        case .dismiss:
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            if let toView = transitionContext.view(forKey: .to),
               let toController = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toController)
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
                fromView.alpha = 0
            } completion: { _ in
                if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

final class CrossfadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossfadeAnimator(mode: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossfadeAnimator(mode: .dismiss)
    }
}
