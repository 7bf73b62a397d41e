import UIKit

/// A bottom sheet whose dismissal can be scrubbed: one property animator per
/// transition, handed to UIKit through `interruptibleAnimator(using:)`.
final class ScrubbableSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var propertyAnimator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }

        let container = transitionContext.containerView
        let sheetKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: sheetKey), let sheetView = sheet.view else {
            fatalError("a sheet transition without a sheet")
        }
        let shown = presenting ? transitionContext.finalFrame(for: sheet) : sheetView.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            container.addSubview(sheetView)
            sheetView.frame = hidden
        }

        let presenting = self.presenting
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            sheetView.frame = presenting ? shown : hidden
        }
        animator.addCompletion { position in
            let finished = position == .end
            if presenting && !finished { sheetView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}

final class ScrubbableSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ScrubbableSheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ScrubbableSheetAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
