import Foundation

/// UIKit's built-in modal animations (`UIViewControllerBuiltinTransitionViewAnimator`):
/// cover vertical (slide up / down), cross dissolve and horizontal flip, 0.4 s.
@MainActor
final class BuiltinModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = transitionDuration(using: ctx)
        guard let presentedVC = ctx.viewController(forKey: presenting ? .to : .from) else { return ctx.completeTransition(true) }
        let moving = ctx.view(forKey: presenting ? .to : .from) ?? presentedVC.view!
        let other = ctx.view(forKey: presenting ? .from : .to)
        let final = presenting ? ctx.finalFrame(for: presentedVC) : moving.frame
        if presenting {
            moving.frame = final
            container.addSubview(moving)
        } else if let other, other.superview !== container {
            container.insertSubview(other, at: 0)
            other.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        }
        let offscreen = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
        switch style {
        case .crossDissolve:
            if presenting { moving.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                moving.alpha = self.presenting ? 1 : 0
            }, completion: { _ in
                if !self.presenting && ctx.transitionWasCancelled { moving.alpha = 1 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        case .flipHorizontal:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 1200
            container.layer.sublayerTransform = perspective
            let entering = presenting ? moving : (other ?? moving)
            let leaving = presenting ? (other ?? moving) : moving
            entering.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    leaving.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    entering.layer.transform = CATransform3DIdentity
                }
            }, completion: { _ in
                leaving.layer.transform = CATransform3DIdentity
                container.layer.sublayerTransform = CATransform3DIdentity
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        default:
            if presenting { moving.frame = offscreen }
            // Driven by a finger (a sheet's swipe-down), the slide is linear:
            // the view stays under the finger.
            UIView.animate(withDuration: duration, delay: 0, options: ctx.isInteractive ? .curveLinear : [], animations: {
                moving.frame = self.presenting ? final : offscreen
            }, completion: { _ in
                if !self.presenting && ctx.transitionWasCancelled { moving.frame = final }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
    }
}

/// The animator of a non-animated transition: places the views and completes at once.
@MainActor
final class ImmediateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) {
            let final = ctx.finalFrame(for: toVC)
            if final != .zero { toView.frame = final }
            if toView.superview !== ctx.containerView { ctx.containerView.addSubview(toView) }
        }
        ctx.completeTransition(true)
    }
}

/// UIKit's navigation slide with parallax (`_UINavigationParallaxTransition`):
/// 0.35 s; on push the new view slides in from the right edge while the old
/// one moves left by 30 % of the width; pop reverses it.
@MainActor
final class NavigationParallaxAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
              let toVC = ctx.viewController(forKey: .to) else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let width = container.bounds.width
        let final = ctx.finalFrame(for: toVC)
        toView.frame = final
        let push = operation == .push
        if push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -0.3 * width, dy: 0)
        }
        let fromStart = fromView.frame
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0,
                       options: ctx.isInteractive ? .curveLinear : [], animations: {
            toView.frame = final
            fromView.frame = fromStart.offsetBy(dx: push ? -0.3 * width : width, dy: 0)
        }, completion: { _ in
            // The from view leaves (or, cancelled, stays) at its original place.
            fromView.frame = fromStart
            toView.frame = final
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
