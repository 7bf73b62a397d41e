import UIKit

/// Pops the top controller with a parallax slide; a left-edge pan drives the
/// pop interactively (a custom animator turns off the system's swipe-back,
/// so the delegate brings its own).
final class ParallaxPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let parallaxFactor: CGFloat = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -width * ParallaxPopAnimator.parallaxFactor, y: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class EdgeSwipeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private var interactiveTransition: UIPercentDrivenInteractiveTransition?
    private(set) var shownControllers: [UIViewController] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan(_:))
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
        navigationController.delegate = self
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)

        switch gesture.state {
        case .began:
            interactiveTransition = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactiveTransition?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
                interactiveTransition?.finish()
            } else {
                interactiveTransition?.cancel()
            }
            interactiveTransition = nil
        case .cancelled:
            interactiveTransition?.cancel()
            interactiveTransition = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? ParallaxPopAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactiveTransition
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shownControllers.append(viewController)
    }
}
