import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The harness catches faulty animators and checks UIKit's final hierarchy.
@MainActor
@Suite("Transition invariants", .transitionHarness)
struct TransitionInvariantTests {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        enum Fault { case none, completesTwice, neverCompletes, forgetsToAddView }
        let fault: Fault
        init(_ fault: Fault) { self.fault = fault }
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            if let to = ctx.view(forKey: .to), fault != .forgetsToAddView { ctx.containerView.addSubview(to) }
            UIView.animate(withDuration: 0.2, animations: { ctx.view(forKey: .to)?.alpha = 1 }) { _ in
                switch self.fault {
                case .neverCompletes: break
                case .completesTwice: ctx.completeTransition(true); ctx.completeTransition(true)
                default: ctx.completeTransition(true)
                }
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let fault: Animator.Fault
        init(_ fault: Animator.Fault) { self.fault = fault }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator(fault) }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator(fault) }
    }

    func present(_ fault: Animator.Fault, style: UIModalPresentationStyle = .fullScreen) -> (TransitionHarness, UIViewController, UIViewController, Delegate) {
        let a = UIViewController(), b = UIViewController()
        let delegate = Delegate(fault)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        return (harness, a, b, delegate)
    }

    @Test("A correct animator leaves no violations after present and dismiss")
    func clean() {
        let (harness, _, b, delegate) = present(.none)
        harness.runUntilIdle()
        b.dismiss(animated: true)
        harness.runUntilIdle()
        #expect(harness.violations == [])
        withExtendedLifetime(delegate) {}
    }

    @Test("Completing twice is reported")
    func completesTwice() {
        let (harness, _, _, delegate) = present(.completesTwice)
        harness.runUntilIdle()
        #expect(harness.violations.contains { $0.contains("completeTransition(_:) called more than once") })
        withExtendedLifetime(delegate) {}
    }

    @Test("Never completing is reported after the watchdog, naming the animator")
    func neverCompletes() {
        let (harness, _, _, delegate) = present(.neverCompletes)
        #expect(!harness.runUntilIdle(timeout: 5))
        // The watchdog logs UIKit's frozen-UI situation (docs/UIKIT-FACTS.md) and the harness records it.
        expectDiagnostic("Transition stalled: Animator did not call completeTransition(_:)") { harness.advance(by: 10) }
        #expect(harness.violations.contains { $0.contains("Animator never called completeTransition") })
        #expect(harness.isTransitioning)
        withExtendedLifetime(delegate) {}
    }

    @Test("An animator that forgets the destination view leaves a hierarchy UIKit would not")
    func forgetsView() {
        let (harness, _, _, delegate) = present(.forgetsToAddView)
        harness.runUntilIdle()
        #expect(harness.violations.contains { $0.contains("is not in the window") })
        withExtendedLifetime(delegate) {}
    }

    @Test("Controllers are deallocated after dismissal")
    func noLeaks() {
        let a = UIViewController()
        let harness = TransitionHarness(root: a)
        do {
            let b = UIViewController()
            let delegate = Delegate(.none)
            b.transitioningDelegate = delegate
            b.modalPresentationStyle = .fullScreen
            harness.leaks.expectDeallocation(of: b, "presented")
            harness.leaks.expectDeallocation(of: b.view, "presented view")
            a.present(b, animated: true)
            harness.runUntilIdle()
            b.dismiss(animated: true)
            harness.runUntilIdle()
        }
        harness.advance(by: 0.1)
        #expect(harness.leaks.survivors == [])
    }
}
