import UIKit

/// Grows the presented screen out of a round button: the new view sits in a
/// circular clipping view whose frame and corner radius expand until the
/// circle covers the screen.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame: CGRect = .zero
    var presenting = true
    let duration: TimeInterval = 0.45

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    /// The square, centred on `center`, whose inscribed circle covers `bounds`.
    static func coveringCircleFrame(around center: CGPoint, in bounds: CGRect) -> CGRect {
        let dx = max(center.x - bounds.minX, bounds.maxX - center.x)
        let dy = max(center.y - bounds.minY, bounds.maxY - center.y)
        let radius = (dx * dx + dy * dy).squareRoot()
        return CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let revealedView = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting, let toVC = transitionContext.viewController(forKey: .to) {
            revealedView.frame = transitionContext.finalFrame(for: toVC)
        }
        let fullFrame = revealedView.frame
        let center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let bigFrame = CircularRevealAnimator.coveringCircleFrame(around: center, in: containerView.bounds)

        if !presenting, let toView = transitionContext.view(forKey: .to),
           let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toView, at: 0)
        }

        let circle = UIView()
        circle.clipsToBounds = true
        circle.backgroundColor = .clear
        containerView.addSubview(circle)
        circle.addSubview(revealedView)

        func place(_ frame: CGRect) {
            circle.frame = frame
            circle.layer.cornerRadius = frame.width / 2
            revealedView.frame = fullFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        }
        place(presenting ? originFrame : bigFrame)

        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            place(self.presenting ? bigFrame : self.originFrame)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            revealedView.frame = fullFrame
            if self.presenting && completed {
                containerView.addSubview(revealedView)
            }
            circle.removeFromSuperview()
            transitionContext.completeTransition(completed)
        })
    }
}

final class CircularRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var sourceButton: UIButton?

    private func makeAnimator(presenting: Bool) -> CircularRevealAnimator {
        let animator = CircularRevealAnimator()
        animator.presenting = presenting
        if let button = sourceButton {
            animator.originFrame = button.convert(button.bounds, to: nil)
        }
        return animator
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return makeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return makeAnimator(presenting: false)
    }
}
