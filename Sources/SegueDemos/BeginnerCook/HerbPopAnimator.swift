import UIKit

/// One animator for both directions: the herb grows from its thumbnail with
/// a spring, or shrinks back into it; corners round off as it grows.
final class HerbPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(true)
            return
        }
        if presenting, let toVC = transitionContext.viewController(forKey: .to) {
            herbView.frame = transitionContext.finalFrame(for: toVC)
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }
        herbView.layer.cornerRadius = presenting ? 20 / xScaleFactor : 0
        herbView.layer.masksToBounds = true

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                       animations: {
            herbView.transform = self.presenting ? .identity : scaleTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(true)
        })

        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = presenting ? 20 / xScaleFactor : 0
        round.toValue = presenting ? 0 : 20 / xScaleFactor
        round.duration = duration / 2
        herbView.layer.add(round, forKey: "cornerRadius")
        herbView.layer.cornerRadius = presenting ? 0 : 20 / xScaleFactor
    }
}
