import UIKit

/// Drag a presented screen down to dismiss it.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private weak var presented: UIViewController?

    init(presented: UIViewController) {
        self.presented = presented
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        presented.view.addGestureRecognizer(pan)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view, let superview = view.superview else { return }
        let fraction = max(0, min(1, pan.translation(in: superview).y / view.bounds.height))
        switch pan.state {
        case .began:
            interactionInProgress = true
            presented?.dismiss(animated: true)
        case .changed:
            update(fraction)
        case .ended:
            interactionInProgress = false
            fraction > 0.4 ? finish() : cancel()
        case .cancelled, .failed:
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}

final class SwipeDownDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: SwipeDownInteraction?

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossfadeAnimator(mode: .dismiss, duration: 0.4)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}
