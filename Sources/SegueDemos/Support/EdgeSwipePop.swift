import UIKit

/// A left screen-edge pan on a pushed screen that pops it interactively
/// (Things and Contacts): on `.began` it creates a
/// `UIPercentDrivenInteractiveTransition` and pops; the progress is the
/// horizontal translation over the view's width; on release the pop
/// finishes past half way and cancels otherwise. The navigation delegate
/// vends `interaction` for the pop while a swipe is in progress.
@MainActor
final class EdgeSwipePop {
    /// The interaction of the live swipe (nil otherwise).
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    private weak var controller: UIViewController?

    /// Installs the edge pan on `controller`'s view.
    init(controller: UIViewController) {
        self.controller = controller
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handle(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        edge.edges = .left
        controller.view.addGestureRecognizer(edge)
    }

    private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = controller?.view else { return }
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.x / max(view.bounds.width, 1), 0), 1)
        switch gesture.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            controller?.navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 && gesture.state == .ended { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }
}
