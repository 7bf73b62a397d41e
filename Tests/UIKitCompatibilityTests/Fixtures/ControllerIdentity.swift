import UIKit

/// Keeps track of which screens are on their way in or out, the way an app
/// coordinator does: controllers compared with `==`/`===`, kept in a `Set`,
/// found with `firstIndex(of:)`, classified with `isKind(of:)`.
final class TransitionTracker: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    private(set) var transitioning = Set<UIViewController>()
    private(set) var history: [UIViewController] = []
    private(set) var descriptions: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        record(presented)
        return FadeTransitionAnimator(isPresenting: true, duration: 0.2)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        record(dismissed)
        return FadeTransitionAnimator(isPresenting: false, duration: 0.2)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        record(operation == .push ? toVC : fromVC)
        return NavigationSlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        transitioning.remove(viewController)
        if let previous = history.last, previous != viewController, !navigationController.viewControllers.contains(previous) {
            transitioning.remove(previous)
        }
    }

    func finishedPresentation(of controller: UIViewController) {
        transitioning.remove(controller)
    }

    private func record(_ controller: UIViewController) {
        transitioning.insert(controller)
        history.append(controller)
        descriptions.append(controller.description)
    }

    /// How many times `controller` went through a transition.
    func count(of controller: UIViewController) -> Int {
        return history.filter { $0 === controller }.count
    }

    /// The position of the first transition of `controller`, if any.
    func firstTransitionIndex(of controller: UIViewController) -> Int? {
        return history.firstIndex(of: controller)
    }

    /// Container controllers (navigation or tab bar) among the history.
    var containers: [UIViewController] {
        return history.filter { $0.isKind(of: UINavigationController.self) || $0.isKind(of: UITabBarController.self) }
    }

    /// The views of all tracked controllers, deduplicated.
    var trackedViews: Set<UIView> {
        return Set(history.compactMap { $0.viewIfLoaded })
    }

    func isTracking(_ view: UIView) -> Bool {
        return trackedViews.contains(view)
    }
}
