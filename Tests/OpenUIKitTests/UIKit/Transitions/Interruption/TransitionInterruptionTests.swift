import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `TransitionInterruption` (a Segue addition): a touch catches a running
/// `UIView.animate` transition without a jump in position or velocity,
/// the finger drives it, and the release finishes or reverses it with the
/// velocity carried on; appearance callbacks stay balanced.
///
/// Velocity continuity is measured with the virtual clock at 1 kHz: the
/// slope of the presented value over the millisecond before an event and
/// the millisecond after it. The springs' acceleration bounds the change:
/// at the catch the spring's acceleration is −2ω·v (it starts on its
/// target), so the slope over the first millisecond is v·(1 − ω·h) ≈ 0.97 v
/// (tracking response 0.2 s, ω ≈ 31.4/s, h = 1 ms), and the curve's own
/// change over 1 ms is far smaller; the test allows 8 %. At the release
/// the target jumps to the end, adding ω²·(distance)·h/2 to the slope;
/// the test allows 10 %.
@MainActor
@Suite("Transition interruption", .transitionHarness)
struct TransitionInterruptionTests {
    /// Slides the presented view up from below the screen (0.4 s, ease in-out), UIView.animate only.
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var completions: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let container = ctx.containerView
            guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
            let final = ctx.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut, animations: {
                toView.frame = final
            }, completion: { finished in
                self.completions.append(finished)
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    struct Stage {
        let harness: TransitionHarness
        let log: EventLog
        let home: LoggingViewController
        let detail: LoggingViewController
        let animator: SlideUp
        /// When the slide's animation began.
        let start: TimeInterval
    }

    /// Presents `detail` with the slide and returns once its animation runs.
    static func presenting(optIn: Bool = true) -> Stage {
        let log = EventLog()
        let home = LoggingViewController("Home", log: log), detail = LoggingViewController("Detail", log: log)
        let animator = SlideUp()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = animator
        if optIn { detail.transitionInterruption = TransitionInterruption(direction: .up) }
        let harness = TransitionHarness(root: home, frameRate: 1000)
        log.events = []
        home.present(detail, animated: true)
        #expect(harness.advance(until: { detail.viewIfLoaded?.layer.animationKeys()?.isEmpty == false }, timeout: 1))
        return Stage(harness: harness, log: log, home: home, detail: detail, animator: animator, start: harness.now)
    }

    static func shownY(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.y }

    /// Slope of the shown y over the millisecond before and after `event`.
    static func slopes(_ s: Stage, around event: () -> Void) -> (before: CGFloat, after: CGFloat) {
        let h = 0.001
        let y0 = shownY(s.detail.view)
        s.harness.advance(by: h)
        let y1 = shownY(s.detail.view)
        event()
        #expect(abs(shownY(s.detail.view) - y1) < 1e-6)   // no jump in position
        s.harness.advance(by: h)
        let y2 = shownY(s.detail.view)
        return ((y1 - y0) / CGFloat(h), (y2 - y1) / CGFloat(h))
    }

    @Test("A touch catches the slide where it is, with its velocity; the transition turns interactive")
    func catchKeepsVelocity() throws {
        let s = Self.presenting()
        s.harness.advance(to: s.start + 0.15)
        let (before, after) = Self.slopes(s) { s.harness.touchDown(at: CGPoint(x: 195, y: 700)) }
        #expect(before < -500)   // moving up fast
        #expect(abs(after - before) <= 0.08 * abs(before))
        #expect(s.detail.view.layer.animationKeys()?.isEmpty ?? true)
        let ctx = try #require(s.detail.activeTransition)
        #expect(ctx.isInteractive)
        s.harness.touchUp()
        #expect(s.harness.runUntilIdle())
    }

    @Test("Dragging on and releasing finishes with the finger's velocity carried into the settle")
    func releaseContinues() {
        let s = Self.presenting()
        s.harness.advance(to: s.start + 0.1)
        s.harness.touchDown(at: CGPoint(x: 195, y: 700))
        s.harness.touchMove(to: CGPoint(x: 195, y: 550), duration: 0.1)   // up, 1500 pt/s
        let (before, after) = Self.slopes(s) { s.harness.touchUp() }
        #expect(before < -300)
        #expect(abs(after - before) <= 0.1 * abs(before))
        #expect(s.harness.runUntilIdle())
        #expect(s.home.presentedViewController === s.detail)
        #expect(s.detail.view.frame.origin.y == 0)
        #expect(s.animator.completions == [true])
        #expect(s.log.events == ["Home.viewWillDisappear", "Detail.viewWillAppear", "Detail.viewDidAppear",
                                 "Home.viewDidDisappear"])
        #expect(s.harness.violations.isEmpty)
    }

    @Test("A downward flick reverses the caught presentation: cancelled, start values back, appearance balanced")
    func flickReverses() {
        let s = Self.presenting()
        s.harness.advance(to: s.start + 0.25)
        s.harness.touchDown(at: CGPoint(x: 195, y: 500))
        s.harness.touchMove(to: CGPoint(x: 195, y: 560), duration: 0.05)   // down, 1200 pt/s
        s.harness.touchUp()
        #expect(s.harness.runUntilIdle())
        #expect(s.home.presentedViewController == nil)
        #expect(s.detail.viewIfLoaded?.window == nil)
        #expect(s.home.view.window != nil)
        #expect(s.animator.completions == [true])
        #expect(s.log.events == ["Home.viewWillDisappear", "Detail.viewWillAppear", "Detail.viewWillDisappear",
                                 "Home.viewWillAppear", "Detail.viewDidDisappear", "Home.viewDidAppear"])
        #expect(s.harness.violations.isEmpty)
    }

    @Test("A slow release past half way finishes; before half way it reverses", arguments: [(120.0, true), (-40.0, false)])
    func halfWayDecides(drag: Double, finishes: Bool) {
        let s = Self.presenting()
        s.harness.advance(to: s.start + 0.2)
        s.harness.touchDown(at: CGPoint(x: 195, y: 600))
        s.harness.touchMove(to: CGPoint(x: 195, y: 600 - drag), duration: 0.5)
        s.harness.advance(by: 0.3)   // hold still: no velocity at release
        s.harness.touchUp()
        #expect(s.harness.runUntilIdle())
        #expect((s.home.presentedViewController === s.detail) == finishes)
        #expect(s.harness.violations.isEmpty)
    }

    @Test("Off by default: without the opt-in the touch is ignored as UIKit ignores it, and the slide runs on")
    func offByDefault() {
        let s = Self.presenting(optIn: false)
        s.harness.advance(to: s.start + 0.15)
        let (_, logged) = withCapturedDiagnostics {
            s.harness.touchDown(at: CGPoint(x: 195, y: 700))
        }
        #expect(logged.contains { $0.message.contains("ignores interaction events") })
        #expect(s.detail.view.layer.animationKeys()?.isEmpty == false)
        #expect(s.detail.activeTransition?.isInteractive == false)
        s.harness.advance(by: 0.3)
        _ = withCapturedDiagnostics { s.harness.touchUp() }
        #expect(s.harness.runUntilIdle())
        #expect(s.home.presentedViewController === s.detail)
    }

    @Test("A touch during the settle catches the transition again, from where it is")
    func recatchWhileSettling() throws {
        let s = Self.presenting()
        s.harness.advance(to: s.start + 0.1)
        s.harness.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 600), duration: 0.05)
        let ctx = try #require(s.detail.activeTransition)
        #expect(!ctx.isInteractive)   // settling towards the end
        s.harness.advance(by: 0.05)
        let y = Self.shownY(s.detail.view)
        s.harness.touchDown(at: CGPoint(x: 195, y: 500))
        #expect(ctx.isInteractive && Self.shownY(s.detail.view) == y)
        s.harness.touchMove(to: CGPoint(x: 195, y: 800), duration: 0.1)   // down: back
        s.harness.touchUp()
        #expect(s.harness.runUntilIdle())
        #expect(s.home.presentedViewController == nil)
        #expect(s.animator.completions == [true])
        #expect(s.harness.violations.isEmpty)
    }

    /// Slides the pushed view in from the right (0.4 s), UIView.animate only.
    final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
            let final = ctx.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
            ctx.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.4, animations: { toView.frame = final }, completion: { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
        func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? { operation == .push ? self : nil }
    }

    @Test("A caught push dragged back turns into no push: stack, views and appearance as before")
    func caughtPushReverses() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.transitionInterruption = TransitionInterruption(direction: .left)
        let nav = UINavigationController(rootViewController: a)
        let slide = SlideIn()
        nav.delegate = slide
        let harness = TransitionHarness(root: nav, frameRate: 240)
        log.events = []
        nav.pushViewController(b, animated: true)
        #expect(harness.advance(until: { b.viewIfLoaded?.layer.animationKeys()?.isEmpty == false }, timeout: 1))
        harness.advance(by: 0.2)
        harness.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.1)   // rightwards: back
        #expect(harness.runUntilIdle())
        #expect(nav.viewControllers == [a])
        #expect(b.viewIfLoaded?.window == nil && a.view.window != nil)
        #expect(log.events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear",
                               "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(harness.violations.isEmpty)
        withExtendedLifetime(slide) {}
    }

    @Test("The spring step is the exact critically damped solution")
    func springStep() {
        // x(t) = T + (c1 + c2 t) e^(−ωt), c1 = x0 − T, c2 = v0 + ω c1.
        var x = 10.0, v = -4.0
        let omega = 8.0, t = 0.3
        InterruptionSession.step(x: &x, v: &v, target: 2, omega: omega, dt: t)
        let c1 = 8.0, c2 = -4.0 + omega * 8
        #expect(abs(x - (2 + (c1 + c2 * t) * exp(-omega * t))) < 1e-12)
        #expect(abs(v - (c2 - omega * (c1 + c2 * t)) * exp(-omega * t)) < 1e-12)
    }
}
