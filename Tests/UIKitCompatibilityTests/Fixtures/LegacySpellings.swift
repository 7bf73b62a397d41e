import UIKit

/// Written as many Swift 3/4-era code bases still spell things: fully
/// qualified context keys, option sets built from array literals, explicit
/// `UIView.AnimationOptions`, `IndexPath(row:section:)`, `CGAffineTransform.identity`.
final class LegacyPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var reverse: Bool = false
    let options: UIView.AnimationOptions = [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
        let toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to) ?? toViewController.view!
        let fromView = transitionContext.view(forKey: UITransitionContextViewKey.from) ?? fromViewController.view!

        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        let width = containerView.frame.size.width
        toView.transform = CGAffineTransform(translationX: reverse ? -width : width, y: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0, options: options, animations: {
            toView.transform = CGAffineTransform.identity
            fromView.transform = CGAffineTransform(translationX: self.reverse ? width : -width, y: 0)
        }, completion: { (finished: Bool) -> Void in
            fromView.transform = CGAffineTransform.identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class LegacyNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = LegacyPushAnimator()
        animator.reverse = (operation == UINavigationController.Operation.pop)
        return animator
    }
}

/// A list screen that remembers its selection as an index path.
final class LegacyListViewController: UIViewController {
    var selectedIndexPath = IndexPath(row: 0, section: 0)
    let rows: [UIView] = (0..<5).map { _ in UIView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * 44.0, width: 320.0, height: 43.0)
            row.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1.0)
            view.addSubview(row)
        }
    }

    func select(row: Int) -> IndexPath {
        selectedIndexPath = IndexPath(row: row, section: 0)
        return selectedIndexPath
    }

    func selectedRowView() -> UIView {
        return rows[selectedIndexPath.row]
    }
}
