import Foundation

/// The swipe-down dismissal of a sheet: iOS 13's card presentations
/// (`pageSheet`, `formSheet`, and `automatic`, which resolves to a page
/// sheet) let the user drag the sheet down to dismiss it.
///
/// Installed on the presentation's container view when a sheet presentation
/// completes, it recognizes a drag that starts on the presented view and
/// moves down. Then, as UIKit does (Apple: `UIAdaptivePresentationControllerDelegate`):
/// - `isModalInPresentation` on the presented controller or a controller
///   inside it (a navigation controller's page), or the adaptive
///   delegate's `presentationControllerShouldDismiss(_:)` answering false,
///   refuses: the delegate hears `presentationControllerDidAttemptToDismiss(_:)`
///   and the sheet follows the finger with resistance, then settles back.
/// - Otherwise the delegate hears `presentationControllerWillDismiss(_:)` and
///   an interactive dismissal runs: the built-in slide down, driven by the
///   drag through a percent-driven interaction. On release it finishes when
///   the sheet is more than half way down (and not flicked back up) or is
///   moving down faster than 1,000 pt/s, and cancels otherwise (UIKit's
///   thresholds are unpublished; these are Segue's, see FIDELITY.md). A
///   finished dismissal ends with `presentationControllerDidDismiss(_:)`,
///   after the presented controller's `viewDidDisappear`; a cancelled one
///   says nothing more.
///
/// Programmatic dismissals (`dismiss(animated:)`) never reach these
/// delegate methods. A drag that another recognizer inside the sheet takes
/// first (a scroll view's pan) does not move the sheet.
@MainActor
final class SheetDismissalGesture: UIPanGestureRecognizer {
    private weak var controller: UIPresentationController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// True during a drag the delegate or `isModalInPresentation` refused.
    private var refused = false
    private var restingFrame: CGRect = .zero

    /// Release speeds that decide on their own (points per second, downwards).
    static let dismissingVelocity: CGFloat = 1000
    static let returningVelocity: CGFloat = -500

    /// True for the built-in presentations of the sheet styles.
    static func applies(to controller: UIPresentationController) -> Bool {
        if let popover = controller as? UIPopoverPresentationController {
            return popover.adapted.map { applies(to: $0) } ?? false
        }
        guard controller is SystemPresentationController else { return false }
        switch controller.presentationStyle {
        case .pageSheet, .formSheet, .automatic: return true
        default: return false
        }
    }

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    init(controller: UIPresentationController) {
        self.controller = controller
        super.init(target: nil, action: nil)
        name = "SheetDismissal"
        addTarget(self) { [weak self] _ in self?.handle() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // Only a drag that starts on the sheet itself.
        guard state == .possible, let view = controller?.presentedView else { return }
        if !view.bounds.contains(location(in: view)) { state = .failed }
    }

    /// True when `vc` or one of its descendants (a presented navigation
    /// controller's pages) sets `isModalInPresentation`.
    private static func isModal(_ vc: UIViewController) -> Bool {
        if vc.isModalInPresentation { return true }
        for child in vc.children where isModal(child) { return true }
        return false
    }

    /// Downwards, more down than sideways, past the pan's hysteresis.
    override func shouldRecognize(translation t: CGPoint) -> Bool {
        t.y > 0 && t.y >= abs(t.x) && super.shouldRecognize(translation: t)
    }

    private func handle() {
        guard let controller, let container = controller.containerView,
              let sheet = controller.presentedView else { return }
        let drag = translation(in: container).y
        switch state {
        case .began:
            restingFrame = sheet.frame
            let presented = controller.presentedViewController
            let delegate = controller.delegate
            let allowed = !Self.isModal(presented) && (delegate?.presentationControllerShouldDismiss(controller) ?? true)
            guard allowed else {
                refused = true
                delegate?.presentationControllerDidAttemptToDismiss(controller)
                sheet.frame = restingFrame.offsetBy(dx: 0, dy: resisted(drag, in: container))
                return
            }
            refused = false
            delegate?.presentationControllerWillDismiss(controller)
            let interaction = UIPercentDrivenInteractiveTransition()
            self.interaction = interaction
            ModalTransitions.dismiss(from: presented, animated: true, interactionController: interaction) { [weak controller] in
                guard let controller else { return }
                controller.delegate?.presentationControllerDidDismiss(controller)
            }
            interaction.update(fraction(drag, in: container))
        case .changed:
            if refused {
                sheet.frame = restingFrame.offsetBy(dx: 0, dy: resisted(drag, in: container))
            } else {
                interaction?.update(fraction(drag, in: container))
            }
        case .ended, .cancelled:
            if refused {
                refused = false
                let resting = restingFrame
                UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                               options: [], animations: { sheet.frame = resting })
                return
            }
            guard let interaction else { return }
            self.interaction = nil
            let speed = velocity(in: container).y
            let finishes = state == .ended
                && ((fraction(drag, in: container) > 0.5 && speed > Self.returningVelocity) || speed > Self.dismissingVelocity)
            if finishes { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }

    /// The dismissal's progress for a downward drag: the built-in slide
    /// moves the sheet from its frame to just below the container.
    private func fraction(_ drag: CGFloat, in container: UIView) -> CGFloat {
        let distance = container.bounds.height - restingFrame.minY
        guard distance > 0 else { return 0 }
        return min(max(drag / distance, 0), 1)
    }

    /// A refused drag's offset: the sheet gives a little, less the further
    /// it is pulled (a scroll view's rubber band over the container's height).
    private func resisted(_ drag: CGFloat, in container: UIView) -> CGFloat {
        drag > 0 ? UIScrollView.rubberBandOffset(drag, dimension: container.bounds.height) : 0
    }
}
