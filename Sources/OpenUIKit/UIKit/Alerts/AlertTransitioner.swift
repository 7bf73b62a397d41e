import Foundation

/// The alert controller's own transition (its `transitioningDelegate`):
/// over the presenting view, which stays, an alert's dimming view fades
/// in while its card fades in and scales from 1.2× to 1× (0.3 s, ease
/// out); dismissal fades both out (0.25 s). An action sheet's groups
/// slide up from below the bottom edge as the dimming fades in (0.4 s),
/// and back down (0.3 s).
@MainActor
final class AlertTransitioner: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertAnimator(presenting: false)
    }
}

@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        let sheet = (transitionContext?.viewController(forKey: presenting ? .to : .from) as? UIAlertController)?.preferredStyle == .actionSheet
        return presenting ? (sheet ? 0.4 : 0.3) : (sheet ? 0.3 : 0.25)
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = ctx.viewController(forKey: key) as? UIAlertController else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let duration = transitionDuration(using: ctx)
        let view = alert.view!
        if presenting {
            view.frame = ctx.finalFrame(for: alert)
            ctx.containerView.addSubview(view)
            view.layoutIfNeeded()
        }
        let groups = [alert.card, alert.cancelCard]
        let sheet = alert.preferredStyle == .actionSheet
        let offscreen = CGAffineTransform(translationX: 0, y: view.bounds.height - alert.card.frame.minY)
        let hidden = { (apply: Bool) in
            alert.dimmingView.alpha = apply ? 0 : 1
            for group in groups {
                if sheet { group.transform = apply ? offscreen : .identity }
                else { group.alpha = apply ? 0 : 1; group.transform = apply && self.presenting ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity }
            }
        }
        if presenting { hidden(true) }
        UIView.animate(withDuration: duration, delay: 0, options: presenting ? .curveEaseOut : .curveEaseIn, animations: {
            hidden(!self.presenting)
        }, completion: { _ in
            let cancelled = ctx.transitionWasCancelled
            if !self.presenting && !cancelled { view.removeFromSuperview() }
            ctx.completeTransition(!cancelled)
        })
    }
}
