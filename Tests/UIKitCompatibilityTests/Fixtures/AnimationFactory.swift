import UIKit

/// Reusable Core Animation building blocks, created from plain (nonisolated)
/// static functions.
enum AnimationFactory {
    static func scale(from: CGFloat, to: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.fromValue = NSNumber(value: Double(from))
        animation.toValue = NSNumber(value: Double(to))
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    static func fade(from: Float, to: Float, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    static func path(through points: [CGPoint], duration: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = points.map { NSValue(cgPoint: $0) }
        animation.keyTimes = (0..<points.count).map { NSNumber(value: Double($0) / Double(max(points.count - 1, 1))) }
        animation.duration = duration
        animation.calculationMode = .linear
        return animation
    }

    static func shake(amplitude: CGFloat = 10, duration: CFTimeInterval = 0.4) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.values = [0, -amplitude, amplitude, -amplitude / 2, amplitude / 2, 0].map { NSNumber(value: Double($0)) }
        animation.duration = duration
        return animation
    }

    static func tilt(angles: [CGFloat], duration: CFTimeInterval) -> CAKeyframeAnimation {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = angles.map { NSValue(caTransform3D: CATransform3DRotate(perspective, $0, 1, 0, 0)) }
        animation.duration = duration
        return animation
    }

    static func group(_ animations: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = duration
        return group
    }
}

/// Presents a badge-like screen that pops out of nothing with layer
/// animations from `AnimationFactory`, finishing in the transaction's
/// completion block.
final class BadgePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: CFTimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return BadgePopAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            toView.layer.removeAnimation(forKey: "badge.pop")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let pop = AnimationFactory.group([
            AnimationFactory.scale(from: 0.2, to: 1, duration: BadgePopAnimator.duration),
            AnimationFactory.fade(from: 0, to: 1, duration: BadgePopAnimator.duration),
        ], duration: BadgePopAnimator.duration)
        toView.layer.add(pop, forKey: "badge.pop")
        CATransaction.commit()
    }
}

final class BadgePopTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BadgePopAnimator()
    }
}
