import UIKit

/// Flips from the front card to the back card around the vertical axis,
/// with perspective, in two halves (keyframes): the front turns away to 90°,
/// then the back turns in from -90°.
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let perspective: CGFloat = -1.0 / 500.0
    var duration: TimeInterval = 0.6
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    static func perspectiveTransform() -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = perspective
        return transform
    }

    static func rotation(_ angle: CGFloat) -> CATransform3D {
        return CATransform3DRotate(perspectiveTransform(), angle, 0, 1, 0)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.addSubview(toView)

        let direction: CGFloat = presenting ? 1 : -1
        // Edge-on at ±90°, so each card is invisible for the other's half.
        fromView.layer.transform = CardFlipAnimator.perspectiveTransform()
        toView.layer.transform = CardFlipAnimator.rotation(-direction * .pi / 2)

        UIView.animateKeyframes(withDuration: duration, delay: 0,
                                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CardFlipAnimator.rotation(direction * .pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CardFlipAnimator.perspectiveTransform()
            }
        }, completion: { _ in
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CardFlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardFlipAnimator()
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardFlipAnimator()
        animator.presenting = false
        return animator
    }
}
