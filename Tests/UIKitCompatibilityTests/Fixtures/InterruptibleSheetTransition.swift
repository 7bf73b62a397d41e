import UIKit

/// Slides a sheet up on present and down on dismiss with one
/// `UIViewPropertyAnimator` per transition, so an interactive dismissal can
/// scrub, reverse and continue it.
final class InterruptibleSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval = 0.4
    private var animator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        // UIKit requires the same animator for the whole transition.
        if let animator = animator {
            return animator
        }

        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let sheetController = transitionContext.viewController(forKey: key)!
        let sheetView = sheetController.view!
        let onscreen = isPresenting ? transitionContext.finalFrame(for: sheetController) : sheetView.frame
        let offscreen = onscreen.offsetBy(dx: 0, dy: containerView.bounds.height)

        if isPresenting {
            containerView.addSubview(sheetView)
            sheetView.frame = offscreen
        }

        let propertyAnimator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
            sheetView.frame = self.isPresenting ? onscreen : offscreen
        }
        propertyAnimator.addCompletion { position in
            let completed = position == .end
            if self.isPresenting && !completed {
                sheetView.removeFromSuperview()
            }
            transitionContext.completeTransition(completed && !transitionContext.transitionWasCancelled)
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

final class InterruptibleSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set while the user drags the sheet down; nil for a plain dismissal.
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return InterruptibleSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return InterruptibleSheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissalInteractor
    }
}
