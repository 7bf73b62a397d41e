import UIKit

/// Drives the flip dismissal from a left-edge pan: progress is the
/// horizontal translation over 200 pt.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while the finger drives the dismissal; the delegate only vends
    /// this controller then, so a tap dismissal stays non-interactive.
    private(set) var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        let gesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleGesture(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    private func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview)
        let progress = min(max(translation.x / 200, 0), 1)
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition { finish() } else { cancel() }
        default:
            break
        }
    }
}
