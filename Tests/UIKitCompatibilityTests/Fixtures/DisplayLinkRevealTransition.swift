import UIKit

/// Reveals the presented screen by driving its alpha from a display link,
/// frame by frame, instead of a Core Animation animation (the pattern used
/// for effects Core Animation cannot interpolate).
final class DisplayLinkRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: CFTimeInterval = 0.5
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval?
    private weak var revealedView: UIView?
    private var transitionContext: UIViewControllerContextTransitioning?
    private(set) var frameCount = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        revealedView = toView
        self.transitionContext = transitionContext

        let link = CADisplayLink(target: self, selector: Self.step(_:))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func step(_ link: CADisplayLink) {
        frameCount += 1
        let start = startTime ?? link.timestamp
        startTime = start
        let progress = min((link.timestamp - start) / duration, 1)
        revealedView?.alpha = CGFloat(progress)

        if progress >= 1 {
            link.invalidate()
            displayLink = nil
            let context = transitionContext
            transitionContext = nil
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        displayLink?.invalidate()
        displayLink = nil
    }
}

final class DisplayLinkRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = DisplayLinkRevealAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
