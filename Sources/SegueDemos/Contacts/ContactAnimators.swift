import UIKit

/// Push: a snapshot of the selected row flies into the detail's header card
/// while the detail fades in (0.35 s).
final class ContactPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var list: ContactListViewController?
    init(list: ContactListViewController) { self.list = list }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let detail = transitionContext.viewController(forKey: .to) as? ContactDetailViewController,
              let toView = transitionContext.view(forKey: .to),
              let list, let path = list.shownIndexPath, let cell = list.tableView.cellForRow(at: path),
              let start = list.shownRowFrame(in: container),
              let snapshot = cell.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        snapshot.frame = start
        toView.frame = transitionContext.finalFrame(for: detail)
        toView.alpha = 0
        detail.layoutContent()
        detail.headerView.isHidden = true
        container.addSubview(toView)
        container.addSubview(snapshot)
        let target = container.convert(detail.headerView.frame, from: detail.headerView.superview)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseInOut], animations: {
            toView.alpha = 1
            snapshot.frame = target
        }, completion: { _ in
            detail.headerView.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Pop: a snapshot of the header card flies back onto the row while the
/// detail fades out over the list (0.35 s; linear while a finger drives it).
/// The list deselects the row alongside (`UITableViewController`).
final class ContactPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var list: ContactListViewController?
    /// The live edge-swipe interaction, if the pop was started by one.
    let interactionController: UIPercentDrivenInteractiveTransition?
    init(list: ContactListViewController, interactionController: UIPercentDrivenInteractiveTransition?) {
        self.list = list
        self.interactionController = interactionController
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let detail = transitionContext.viewController(forKey: .from) as? ContactDetailViewController,
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = detail.headerView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        toView.layoutIfNeeded()
        snapshot.frame = container.convert(detail.headerView.frame, from: detail.headerView.superview)
        container.addSubview(snapshot)
        detail.headerView.isHidden = true
        let target = list?.shownRowFrame(in: container) ?? snapshot.frame.offsetBy(dx: 0, dy: 40)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut, animations: {
            fromView.alpha = 0
            snapshot.frame = target
            snapshot.alpha = 0.6
        }, completion: { _ in
            detail.headerView.isHidden = false
            snapshot.removeFromSuperview()
            // A cancelled pop leaves the detail on screen: restore what the animation changed.
            if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
