import Foundation
import OpenUIKit

/// The zoom steps of `StressRunner` (`mixesZoomTransitions`): a present or
/// push with `preferredTransition = .zoom` from a random view of the top
/// controller (or none), sometimes caught in flight by a drag released at a
/// random point, and drag dismissals of a zoomed controller.
extension StressRunner {
    /// A source for the zoom: a view of the source controller, or nil.
    private func zoomTransition() -> UIViewController.Transition {
        let choice = rng.next(below: 3)
        return .zoom { context in
            let views = context.sourceViewController.viewIfLoaded?.subviews ?? []
            switch choice {
            case 0: return nil
            case 1: return context.sourceViewController.viewIfLoaded
            default: return views.first ?? context.sourceViewController.viewIfLoaded
            }
        }
    }

    func presentZoom(from top: UIViewController, harness: TransitionHarness) {
        let vc = UIViewController()
        vc.preferredTransition = zoomTransition()
        top.present(vc, animated: true)
        maybeCatch(harness: harness)
    }

    func pushZoom(from top: UIViewController, harness: TransitionHarness) {
        guard let nav = top as? UINavigationController ?? top.navigationController else { return }
        let vc = UIViewController()
        vc.preferredTransition = zoomTransition()
        nav.pushViewController(vc, animated: true)
        maybeCatch(harness: harness)
    }

    /// Half the time, a finger lands on the middle of the window during the
    /// flight and drags up or down by a random distance before lifting.
    private func maybeCatch(harness: TransitionHarness) {
        guard rng.next(below: 2) == 0 else { return }
        harness.advance(by: 0.02 + rng.unit() * 0.3)
        dragZoom(harness: harness)
    }

    /// A vertical drag through the middle of the window, released at a random point.
    func dragZoom(harness: TransitionHarness) {
        let b = harness.window.bounds
        let distance = CGFloat(rng.next(below: 500)) - 150
        harness.drag(from: CGPoint(x: b.midX, y: b.midY), to: CGPoint(x: b.midX, y: b.midY + distance),
                     duration: 0.05 + rng.unit() * 0.3)
    }
}
