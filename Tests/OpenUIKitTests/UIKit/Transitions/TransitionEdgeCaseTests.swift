import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The edge cases real transition code runs into, each with the behaviour
/// documented in docs/FIDELITY.md. (A second `completeTransition` and a
/// present during a presentation are covered in ModalPresentationOrderTests;
/// NaN property values in BadNumericInputTests.)
@MainActor
@Suite("Transition edge cases")
struct TransitionEdgeCaseTests {
    /// A 0-duration-or-worse animator: places the view and completes in its animation's completion.
    final class OddDurationAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let toView = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    @Test("dismiss with nothing presented does nothing; its completion runs on the next tick",
          arguments: [false, true])
    func dismissWithNothingPresented(animated: Bool) {
        let clock = MediaClock.installVirtual()
        let home = UIViewController()
        let window = makeWindow(root: home, clock: clock)
        var completed = 0
        home.dismiss(animated: animated) { completed += 1 }
        #expect(completed == 0)
        clock.tick()
        #expect(completed == 1)
        #expect(home.view.window === window && home.presentedViewController == nil)
    }

    @Test("An animator whose duration is 0, negative or NaN still presents, at once", arguments: [0.0, -1.0, Double.nan])
    func oddDurations(duration: Double) {
        let clock = MediaClock.installVirtual()
        let home = UIViewController()
        let window = makeWindow(root: home, clock: clock)
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        let animator = OddDurationAnimator(duration: duration)
        detail.transitioningDelegate = animator
        _ = withCapturedDiagnostics {
            home.present(detail, animated: true)
            clock.advance(by: 0.1)
        }
        #expect(home.presentedViewController === detail)
        #expect(detail.view.window === window && detail.view.alpha == 1)
        #expect(home.view.window == nil)
    }

    /// The angle of a z rotation from its matrix.
    func angle(_ t: CATransform3D) -> Double { atan2(Double(t.m12), Double(t.m11)) }

    @Test("Rotations animate along the shorter way: 179° forwards, 181° backwards (as −179°)",
          arguments: [(179.0, 89.5), (181.0, -89.5)])
    func shortestRotation(degrees: Double, halfWay: Double) {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
        })
        clock.tick(at: clock.now)
        clock.advance(by: 0.5)
        let shown = angle(view.layer.presentation()!.transform) * 180 / .pi
        #expect(abs(shown - halfWay) < 0.01)
    }
}
