import UIKit

/// Push: the selected cell's image flies onto the detail image while the detail fades in.
final class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var grid: ThingsViewController?
    init(grid: ThingsViewController) { self.grid = grid }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .to) as? ThingDetailViewController,
              let toView = transitionContext.view(forKey: .to),
              let cellImageView = grid?.selectedImageView,
              let snapshot = cellImageView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        snapshot.frame = container.convert(cellImageView.frame, from: cellImageView.superview)
        cellImageView.isHidden = true

        toView.frame = transitionContext.finalFrame(for: detail)
        toView.alpha = 0
        container.addSubview(toView)
        // Resolve the detail's constraints (in the container, under the
        // navigation bar) before measuring where the image lands.
        toView.layoutIfNeeded()
        detail.imageView.isHidden = true
        container.addSubview(snapshot)
        let target = container.convert(detail.imageView.frame, from: detail.imageView.superview)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            snapshot.frame = target
        }, completion: { _ in
            cellImageView.isHidden = false
            detail.imageView.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Pop: the detail image flies back into its cell while the detail fades out over the grid.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var grid: ThingsViewController?
    /// The live edge-swipe interaction, if the pop was started by one.
    let interactionController: UIPercentDrivenInteractiveTransition?
    init(grid: ThingsViewController, interactionController: UIPercentDrivenInteractiveTransition?) {
        self.grid = grid
        self.interactionController = interactionController
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .from) as? ThingDetailViewController,
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to),
              let cellImageView = grid?.selectedImageView,
              let snapshot = detail.imageView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        snapshot.frame = container.convert(detail.imageView.frame, from: detail.imageView.superview)
        container.addSubview(snapshot)
        detail.imageView.isHidden = true
        cellImageView.isHidden = true
        let target = container.convert(cellImageView.frame, from: cellImageView.superview)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0, options: transitionContext.isInteractive ? .curveLinear : [], animations: {
            fromView.alpha = 0
            snapshot.frame = target
        }, completion: { _ in
            cellImageView.isHidden = false
            detail.imageView.isHidden = false
            snapshot.removeFromSuperview()
            // A cancelled pop leaves the detail on screen: restore what the animation changed.
            if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
