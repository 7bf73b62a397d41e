import UIKit

/// Presents an alert-style card with keyframes: it fades in while growing
/// past its size, then settles back to identity.
final class KeyframeBounceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let overshootScale: CGFloat = 1.1
    static let startScale: CGFloat = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: KeyframeBounceAnimator.startScale, y: KeyframeBounceAnimator.startScale)

        // `.curveLinear` keeps keyframe times linear (the default warps them with ease-in-out).
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: [options, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {
                toView.alpha = 1
                toView.transform = CGAffineTransform(scaleX: KeyframeBounceAnimator.overshootScale,
                                                     y: KeyframeBounceAnimator.overshootScale)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform = .identity
            }
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class BounceAlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return KeyframeBounceAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return nil // the system's dismissal is fine
    }
}
