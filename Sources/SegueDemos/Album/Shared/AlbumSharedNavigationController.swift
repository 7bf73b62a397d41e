import UIKit

/// The navigation controller of the shared-element screens: its own
/// delegate, it vends a `SharedElementTransition` for every push and pop,
/// and the detail's edge swipe as the pop's interaction controller.
final class AlbumSharedNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var poppingDetail: AlbumDetailViewController?

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        delegate = self
        tabBarItem = UITabBarItem(title: "Shared", image: nil, tag: 2)
    }

    required init?(coder: NSCoder) { nil }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        poppingDetail = operation == .pop ? fromVC as? AlbumDetailViewController : nil
        return SharedElementTransition(duration: 0.45)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        poppingDetail?.edgeSwipe?.interaction
    }
}
