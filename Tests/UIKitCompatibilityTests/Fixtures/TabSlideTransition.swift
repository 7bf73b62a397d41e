import UIKit

/// Slides between tabs in the direction of the tab bar: selecting a tab to
/// the right pushes the content left, and vice versa.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction { case left, right }
    let direction: Direction

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: UITransitionContextViewKey.from),
              let toView = transitionContext.view(forKey: UITransitionContextViewKey.to),
              let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let offset = direction == .left ? container.bounds.width : -container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)
        let fromStart = fromView.frame

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveLinear], animations: {
            fromView.frame = fromStart.offsetBy(dx: -offset, dy: 0)
            toView.frame = transitionContext.finalFrame(for: toVC)
        }, completion: { _ in
            fromView.frame = fromStart
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class TabSlideDelegate: NSObject, UITabBarControllerDelegate {
    private(set) var selections: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC),
              fromIndex != toIndex else {
            return nil
        }
        return TabSlideAnimator(direction: toIndex > fromIndex ? .left : .right)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController)
    }
}

func makeTabs(count: Int) -> [UIViewController] {
    return (0..<count).map { index in
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
        controller.view.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemOrange
        return controller
    }
}
