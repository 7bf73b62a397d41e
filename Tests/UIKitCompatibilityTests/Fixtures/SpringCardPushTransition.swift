import UIKit

/// Pushes a detail card with a spring-timed property animator; the card
/// starts small at the tapped row and springs to full screen.
final class SpringCardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let originFrame: CGRect
    private(set) var runningAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation, originFrame: CGRect) {
        self.operation = operation
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let isPush = operation == .push

        if isPush {
            container.addSubview(toView)
            toView.frame = originFrame
            toView.layer.cornerRadius = 12
            toView.clipsToBounds = true
        } else {
            toView.frame = finalFrame
            container.insertSubview(toView, belowSubview: fromView)
        }

        let timing = UISpringTimingParameters(dampingRatio: 0.8)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            if isPush {
                toView.frame = finalFrame
                toView.layer.cornerRadius = 0
            } else {
                fromView.frame = self.originFrame
                fromView.alpha = 0
            }
        }
        animator.addCompletion { position in
            fromView.alpha = 1
            toView.clipsToBounds = false
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
        runningAnimator = animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        runningAnimator = nil
    }
}

final class SpringCardNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var originFrame: CGRect = CGRect(x: 20, y: 200, width: 350, height: 80)

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation != .none else { return nil }
        return SpringCardPushAnimator(operation: operation, originFrame: originFrame)
    }
}
