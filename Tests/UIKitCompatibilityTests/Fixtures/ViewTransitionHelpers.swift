import UIKit

/// Small helpers shared by several animators. None of them is isolated to
/// the main actor: they are called from animation and completion closures.
extension UIView {
    /// A snapshot of `view` placed at the same spot in `container`, or nil.
    static func snapshot(of view: UIView, in container: UIView) -> UIView? {
        guard let snapshot = view.snapshotView(afterScreenUpdates: true) else { return nil }
        snapshot.frame = view.convert(view.bounds, to: container)
        container.addSubview(snapshot)
        return snapshot
    }

    static func applyCardStyle(to view: UIView, cornerRadius: CGFloat = 12) {
        view.layer.cornerRadius = cornerRadius
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    func pinned(to superview: UIView) -> Self {
        frame = superview.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(self)
        return self
    }
}

/// Removes the card styling again.
func resetCardStyle(_ view: UIView) {
    view.layer.cornerRadius = 0
    view.layer.shadowOpacity = 0
}

/// Runs `animations` with the standard curve and reports completion.
func performStandardAnimation(duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
    UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction],
                   animations: animations, completion: completion)
}

/// Lifts the presented screen out of a snapshot of the presenter: the
/// snapshot shrinks into the background while the new screen slides up.
final class LiftTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let backgroundScale: CGFloat = 0.9
    private(set) var backgroundSnapshot: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = UIView.snapshot(of: fromView, in: container) else {
            transitionContext.completeTransition(false)
            return
        }
        backgroundSnapshot = snapshot
        fromView.isHidden = true
        UIView.applyCardStyle(to: snapshot)

        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        container.addSubview(toView)
        UIView.applyCardStyle(to: toView)

        let scale = LiftTransitionAnimator.backgroundScale
        performStandardAnimation(duration: transitionDuration(using: transitionContext), animations: {
            snapshot.transform = CGAffineTransform(scaleX: scale, y: scale)
            toView.frame = finalFrame
        }, completion: { _ in
            fromView.isHidden = false
            snapshot.removeFromSuperview()
            resetCardStyle(toView)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class LiftTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var animator: LiftTransitionAnimator?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = LiftTransitionAnimator()
        self.animator = animator
        return animator
    }
}
