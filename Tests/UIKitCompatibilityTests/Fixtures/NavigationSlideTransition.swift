import UIKit

/// Push slides the new screen in from the right over a dimmed, shifted
/// previous screen; pop does the reverse.
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    static let duration: TimeInterval = 0.4

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return NavigationSlideAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)

        let isPush = operation == .push
        if isPush {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            toView.alpha = 0.5
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: .curveLinear, animations: {
            toView.transform = .identity
            toView.alpha = 1
            if isPush {
                fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
                fromView.alpha = 0.5
            } else {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            }
        }, completion: { _ in
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var operations: [UINavigationController.Operation] = []
    private(set) var willShow: [UIViewController] = []
    private(set) var didShow: [UIViewController] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        switch operation {
        case .push, .pop:
            return NavigationSlideAnimator(operation: operation)
        default:
            return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        willShow.append(viewController)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow.append(viewController)
    }
}

/// A screen that logs its appearance callbacks into a shared array.
class AppearanceLoggingViewController: UIViewController {
    let name: String
    var log: (String) -> Void = { _ in }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
    }
}
