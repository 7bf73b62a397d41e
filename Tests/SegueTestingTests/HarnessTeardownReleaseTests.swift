import Foundation
import Testing
import UIKit
import SegueTesting

/// An animator that never calls `completeTransition(_:)`: UIKit keeps such a
/// transition, its context and both controllers alive for good.
private final class NeverCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
    }
}

private final class NeverCompletingTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        NeverCompletingAnimator()
    }
}

/// A test that ends with a presentation or transition still in place must
/// not hand its controllers to the next test: `tearDown()` releases them
/// (docs/RELIABILITY.md, "Leaks").
@Suite("Harness teardown releases what a test left unfinished")
@MainActor
struct HarnessTeardownReleaseTests {
    @Test("A presented controller that was never dismissed is released at teardown")
    func presentedControllerIsReleased() {
        let home = UIViewController()
        let harness = TransitionHarness(root: home)
        do {
            let detail = UIViewController()
            harness.leaks.expectDeallocation(of: detail, "detail")
            home.present(detail, animated: true)
            #expect(harness.runUntilIdle())
            #expect(home.presentedViewController === detail)
        }
        harness.tearDown()
        #expect(harness.leaks.survivors == [])
    }

    @Test("A transition whose animator never completes is released at teardown, with its animator")
    func unfinishedTransitionIsReleased() {
        let home = UIViewController()
        let harness = TransitionHarness(root: home)
        do {
            let detail = UIViewController()
            let transitions = NeverCompletingTransitions()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = transitions
            harness.leaks.expectDeallocation(of: detail, "detail")
            harness.leaks.expectDeallocation(of: transitions, "transitioning delegate")
            home.present(detail, animated: true)
            harness.advance(by: 1)
            #expect(detail.isBeingPresented)
        }
        harness.tearDown()
        #expect(harness.leaks.survivors == [])
    }

    @Test("A harness let go without tearDown() releases what its test left presented")
    func harnessLetGoReleasesPresentation() {
        weak var weakDetail: UIViewController?
        do {
            let harness = TransitionHarness(root: UIViewController())
            let detail = UIViewController()
            weakDetail = detail
            harness.window.rootViewController?.present(detail, animated: true)
            #expect(harness.runUntilIdle())
            #expect(detail.presentingViewController != nil)
        }
        #expect(weakDetail == nil)
    }
}
