import Foundation
import OpenUIKit

/// Animators used by the stress runner: well-behaved ones and deliberately
/// faulty ones, each with the diagnostic UIKit (and Segue) gives for it.
@MainActor
package enum StressAnimator {
    /// A fault an animator can have.
    package enum Fault: String, CaseIterable, Sendable {
        case none
        /// Calls `completeTransition(_:)` twice (UIKit ignores the second call).
        case completesTwice
        /// Calls `completeTransition(_:)` synchronously inside `animateTransition`.
        case completesSynchronously
        /// Never calls `completeTransition(_:)` (the UI stays blocked; the watchdog names it).
        case neverCompletes
        /// Animates a view it does not own (the presenter's view during a
        /// presentation that keeps it, where `view(forKey: .from)` is nil).
        case animatesForeignView
    }

    /// A slide/fade animator with an optional fault.
    package static func make(_ fault: Fault, duration: TimeInterval = 0.25) -> any UIViewControllerAnimatedTransitioning {
        FaultyAnimator(fault: fault, duration: duration)
    }
}

@MainActor
final class FaultyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let fault: StressAnimator.Fault
    let duration: TimeInterval

    init(fault: StressAnimator.Fault, duration: TimeInterval) {
        self.fault = fault
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let toView = ctx.view(forKey: .to)
        let fromView = ctx.view(forKey: .from)
        if let toView, let toVC = ctx.viewController(forKey: .to) {
            let final = ctx.finalFrame(for: toVC)
            if final != .zero { toView.frame = final }
            if toView.superview !== container { container.addSubview(toView) }
            toView.alpha = 0
        }
        if fault == .completesSynchronously {
            toView?.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let foreign = fault == .animatesForeignView ? ctx.viewController(forKey: .from)?.viewIfLoaded : nil
        UIView.animate(withDuration: duration, delay: 0, options: ctx.isInteractive ? .curveLinear : [], animations: {
            toView?.alpha = 1
            fromView?.alpha = 0.5
            foreign?.alpha = 0.5
        }, completion: { _ in
            toView?.alpha = 1
            fromView?.alpha = 1
            foreign?.alpha = 1
            switch self.fault {
            case .neverCompletes:
                break
            case .completesTwice:
                ctx.completeTransition(!ctx.transitionWasCancelled)
                ctx.completeTransition(!ctx.transitionWasCancelled)
            default:
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        })
    }
}
