import UIKit

/// Push/pop on a spring, with a left-edge swipe that drives the pop.
final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        let pushing = operation == .push
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.transform = CGAffineTransform(translationX: pushing ? width : -width / 4, y: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: pushing ? -width / 4 : width, y: 0)
        } completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class SpringNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private var popInteraction: UIPercentDrivenInteractiveTransition?
    private(set) var didShow: [UIViewController] = []

    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        let edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: Self.edgeSwiped(_:))
        edgeSwipe.edges = .left
        navigationController.view.addGestureRecognizer(edgeSwipe)
    }

    private func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let progress = max(0, min(1, recognizer.translation(in: view).x / view.bounds.width))
        switch recognizer.state {
        case .began:
            popInteraction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended, .cancelled:
            if recognizer.state == .ended && progress > 0.5 {
                popInteraction?.finish()
            } else {
                popInteraction?.cancel()
            }
            popInteraction = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none ? nil : SpringSlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        popInteraction
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow.append(viewController)
    }
}
