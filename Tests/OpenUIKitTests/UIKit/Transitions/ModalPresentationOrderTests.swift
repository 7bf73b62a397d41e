import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Call order of modal presentation and dismissal (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Modal presentation call order")
struct ModalPresentationOrderTests {
    @Test("Full-screen custom-animated present: queries inside present, the rest on the next tick, to-VC did first")
    func presentFullScreen() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = LoggingTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        log.events = []
        a.present(b, animated: true) { log.add("present.completion") }
        #expect(log.events == ["delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        clock.tick()
        #expect(log.events.suffix(4) == ["A.viewWillDisappear", "B.viewWillAppear",
                                         "animator.transitionDuration", "animator.animateTransition"])
        #expect(b.transitionCoordinator != nil)
        clock.advance(by: 0.4)
        #expect(log.events.suffix(5) == ["animator.completeTransition(true)", "B.viewDidAppear", "A.viewDidDisappear",
                                         "present.completion", "animator.animationEnded(true)"])
        // Full screen: the presenter's view has left the window; the container holds B's view.
        #expect(a.view.window == nil)
        #expect(b.view.window === window)
        #expect(b.transitionCoordinator == nil)
    }

    @Test("Custom presentation keeps the presenter: no presenter appearance calls, view(forKey: .from) is nil")
    func customKeepsPresenter() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(log: log)
        delegate.presentationControllerClass = LoggingPresentationController.self
        b.transitioningDelegate = delegate
        log.events = []
        a.present(b, animated: true)
        #expect(log.events == ["delegate.presentationController", "delegate.animationController(forPresented:)",
                               "delegate.interactionControllerForPresentation"])
        clock.tick()
        #expect(Array(log.events.dropFirst(3)) == ["pc.presentationTransitionWillBegin", "B.viewWillAppear",
                                                   "animator.transitionDuration", "animator.animateTransition"])
        clock.advance(by: 0.4)
        #expect(log.events.suffix(4) == ["animator.completeTransition(true)", "pc.presentationTransitionDidEnd(true)",
                                         "B.viewDidAppear", "animator.animationEnded(true)"])
        #expect(a.view.window === window)  // presenter's view stays

        log.events = []
        b.dismiss(animated: true) { log.add("dismiss.completion") }
        #expect(log.events == ["delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal"])
        clock.tick()
        clock.advance(by: 0.4)
        #expect(Array(log.events.dropFirst(2)) == [
            "pc.dismissalTransitionWillBegin", "B.viewWillDisappear", "animator.transitionDuration",
            "animator.animateTransition", "animator.completeTransition(true)", "pc.dismissalTransitionDidEnd(true)",
            "B.viewDidDisappear", "dismiss.completion", "animator.animationEnded(true)"])
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil)
        #expect(window.subviews.count == 1)  // the container is gone
    }

    @Test("Presenting while already presenting is logged and ignored")
    func presentWhilePresenting() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let b = UIViewController(), c = UIViewController()
        var diagnostics: [String] = []
        TransitionMonitor.observer = { if case .diagnostic(let m) = $0 { diagnostics.append(m) } }
        defer { TransitionMonitor.observer = nil }
        a.present(b, animated: false)
        expectDiagnostic("while a presentation is in progress.") { a.present(c, animated: false) }
        #expect(diagnostics.count == 1 && diagnostics[0].contains("while a presentation is in progress."))
        clock.advance(by: 0.1)
        expectDiagnostic("which is already presenting") { a.present(c, animated: false) }
        #expect(diagnostics.count == 2 && diagnostics[1].hasSuffix("which is already presenting \(uiKitDescription(b))."))
        #expect(c.presentingViewController == nil)
    }

    @Test("Presenting a controller that is already presented raises NSInvalidArgumentException")
    func presentTwice() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController()
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let b = UIViewController()
        a.present(b, animated: false)
        clock.advance(by: 0.1)
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        b.present(b, animated: false)
        a.present(b, animated: false)
        #expect(raised.map(\.name) == [UIKitException.invalidArgument, UIKitException.invalidArgument])
        #expect(raised[1].reason == "Application tried to present modally a view controller \(uiKitDescription(b)) that is already being presented by \(uiKitDescription(a)).")
    }

    @Test("completeTransition twice is ignored; animationEnded runs once")
    func completeTwice() {
        final class DoubleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            var ended = 0
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                ctx.completeTransition(true)
                ctx.completeTransition(true)
            }
            func animationEnded(_ transitionCompleted: Bool) { ended += 1 }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = DoubleAnimator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let clock = MediaClock.installVirtual()
        let a = UIViewController()
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let b = UIViewController()
        let delegate = Delegate()
        b.transitioningDelegate = delegate
        var accepted: [Bool] = []
        TransitionMonitor.observer = { if case .completeTransition(_, let ok) = $0 { accepted.append(ok) } }
        defer { TransitionMonitor.observer = nil }
        a.present(b, animated: true)
        clock.tick()
        #expect(accepted == [true, false])
        #expect(delegate.animator.ended == 1)
    }

    @Test("A completed transition disarms its stall watchdog: repeated transitions leave no timers behind")
    func watchdogDisarmed() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        let delegate = LoggingTransitioningDelegate(log: log)
        for _ in 0..<5 {
            let b = LoggingViewController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            clock.advance(by: 0.5)
            #expect(AnimationEngine.shared.pendingTimerCount == 0)
            b.dismiss(animated: true)
            clock.advance(by: 0.5)
            #expect(AnimationEngine.shared.pendingTimerCount == 0)
        }
        #expect(a.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }
}
