import Foundation

/// A navigation push or pop between two collection view controllers that
/// share one collection view (engine type): what
/// `UICollectionViewController.useLayoutToLayoutNavigationTransitions` asks for.
///
/// Push (the pushed controller's flag set, a collection view controller
/// below): the pushed controller takes the lower one's collection view into
/// its view, and the collection view changes to the pushed controller's
/// layout with an animated `setCollectionViewLayout`. Pop (the top
/// controller's flag set): the collection view goes back to the lower
/// controller, changing back to its layout. The transition completes when
/// the layout animation ends. The data source and delegate stay those of
/// the lower controller (docs/FIDELITY.md); the pop is not interactive.
@MainActor
final class LayoutToLayoutNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let push: Bool
    private let shared: UICollectionView
    private let target: UICollectionViewLayout
    private let pushed: UICollectionViewController

    init?(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController) {
        switch operation {
        case .push:
            guard let below = from as? UICollectionViewController, let next = to as? UICollectionViewController,
                  next.useLayoutToLayoutNavigationTransitions, next.ownCollectionView == nil,
                  let cv = below.ownCollectionView ?? below.sharedCollectionView else { return nil }
            next.sharedCollectionView = cv
            push = true
            shared = cv
            target = next.ownLayout
            pushed = next
        case .pop:
            guard let top = from as? UICollectionViewController, top.useLayoutToLayoutNavigationTransitions,
                  let cv = top.sharedCollectionView, let below = to as? UICollectionViewController,
                  (below.ownCollectionView ?? below.sharedCollectionView) === cv else { return nil }
            push = false
            shared = cv
            target = below.ownLayout
            pushed = top
        default:
            return nil
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UICollectionView.updateAnimationDuration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(true)
        }
        let container = ctx.containerView
        container.addSubview(toView)
        toView.frame = ctx.finalFrame(for: toVC)
        let (collection, push, holder) = (shared, self.push, pushed)
        if push {
            // The shared collection view moves into the pushed controller's view, where it was.
            let frame = collection.superview.map { toView.convert(collection.frame, from: $0) } ?? toView.bounds
            toView.addSubview(collection)
            collection.frame = frame
        }
        collection.setCollectionViewLayout(target, animated: true) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
            // The navigation controller removed the lower controller's view
            // (the shared collection view) from the screen: it stays in the pushed one's.
            if push, let view = holder.viewIfLoaded, collection.superview !== view {
                view.addSubview(collection)
                collection.frame = view.bounds
                collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }
    }
}
