import UIKit

/// Swaps the screens with `UIView.transition(from:to:duration:options:)`,
/// which adds the new view next to the old one and removes the old one.
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        if fromView.superview == nil {
            transitionContext.containerView.addSubview(fromView)
        }

        UIView.transition(from: fromView, to: toView, duration: transitionDuration(using: transitionContext),
                          options: [.transitionCrossDissolve, .curveLinear]) { _ in
            let success = !transitionContext.transitionWasCancelled
            if !success {
                toView.removeFromSuperview()
                transitionContext.containerView.addSubview(fromView)
            }
            transitionContext.completeTransition(success)
        }
    }
}

/// Replaces the contents of a container in place with
/// `UIView.transition(with:duration:options:animations:)`.
final class CrossDissolveNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossDissolveAnimator()
    }
}

/// A status badge whose text changes with a flip, as on a scoreboard.
final class ScoreBadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setScore(_ score: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            label.text = "\(score)"
            completion?(true)
            return
        }
        UIView.transition(with: self, duration: 0.3, options: [.transitionFlipFromTop, .allowUserInteraction], animations: {
            self.label.text = "\(score)"
        }, completion: completion)
    }
}
