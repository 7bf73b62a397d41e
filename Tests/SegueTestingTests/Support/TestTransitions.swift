import Foundation
import OpenUIKit

// Controllers, animators and views shared by the harness tests. The
// animators follow the contract of docs/UIKIT-FACTS.md/docs/UIKIT-FACTS.md (add the `to` view,
// animate, call completeTransition(!transitionWasCancelled)) or break it on
// purpose, as their names say.

/// Named controllers, so timelines can be checked by type.
final class HomeController: UIViewController {}
final class DetailController: UIViewController {}

/// A 0.3 s fade of the `to` view that honours `transitionWasCancelled`.
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)
        if let toView {
            toView.alpha = 0
            ctx.containerView.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

/// Adds the `to` view and never calls `completeTransition(_:)` (docs/UIKIT-FACTS.md:
/// the transition never ends).
final class StallingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
    }
}

/// Forgets to add the `to` view to the container, then completes.
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.2, animations: { ctx.containerView.alpha = 1 }) { _ in
            ctx.completeTransition(true)
        }
    }
}

/// Like `FadeInAnimator`, but completes with `true` even when the
/// transition was cancelled (it ignores `transitionWasCancelled`).
final class CancelIgnoringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)
        if let toView { ctx.containerView.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 0.5 }) { _ in
            ctx.completeTransition(true)
        }
    }
}

/// Returns one animator for presentation and dismissal, and an optional
/// interaction controller for presentation.
final class PresentDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    init(_ animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// Records every touch delivered to it: phase, location in window
/// coordinates, which finger (the touch object) and when.
final class TouchLogView: UIView {
    struct Entry {
        let phase: String
        let location: CGPoint
        let touch: ObjectIdentifier
        let time: TimeInterval
    }
    var entries: [Entry] = []

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            entries.append(Entry(phase: phase, location: touch.location(in: nil), touch: ObjectIdentifier(touch),
                                 time: touch.timestamp))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }

    var phases: [String] { entries.map(\.phase) }
}

/// A detail controller presented full screen by `home` with `animator`.
@MainActor
func fullScreen(_ detail: UIViewController, animator: any UIViewControllerAnimatedTransitioning) -> PresentDelegate {
    let delegate = PresentDelegate(animator)
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    return delegate
}
