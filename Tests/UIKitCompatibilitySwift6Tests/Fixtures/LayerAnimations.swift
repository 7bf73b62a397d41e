import UIKit

/// Core Animation factories: plain nonisolated functions, as Core Animation
/// objects are not tied to the main actor.
enum LayerAnimations {
    static func pop(duration: CFTimeInterval) -> CABasicAnimation {
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = NSNumber(value: 0.6)
        pop.toValue = NSNumber(value: 1.0)
        pop.duration = duration
        pop.timingFunction = CAMediaTimingFunction(name: .linear)
        return pop
    }

    static func slide(from start: CGPoint, to end: CGPoint, duration: CFTimeInterval) -> CAKeyframeAnimation {
        let slide = CAKeyframeAnimation(keyPath: "position")
        slide.values = [NSValue(cgPoint: start), NSValue(cgPoint: end)]
        slide.keyTimes = [0, 1]
        slide.duration = duration
        return slide
    }

    static func swing(duration: CFTimeInterval) -> CAKeyframeAnimation {
        let swing = CAKeyframeAnimation(keyPath: "transform")
        swing.values = [0, 0.2, -0.2, 0].map { NSValue(caTransform3D: CATransform3DMakeRotation($0, 0, 0, 1)) }
        swing.duration = duration
        return swing
    }
}

/// Pops the presented view in with layer animations; completes from the
/// transaction's completion block.
final class PopInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        transitionContext.containerView.addSubview(toView)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        toView.layer.add(LayerAnimations.pop(duration: transitionDuration(using: transitionContext)), forKey: "pop")
        CATransaction.commit()
    }
}

final class PopInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PopInAnimator()
    }
}
