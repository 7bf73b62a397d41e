import Testing
import UIKit
import SegueTesting

// The README's example, verbatim: a custom fade animator, tested in a few lines.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        toView.alpha = 0
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
}

@MainActor @Test(.transitionHarness) func fadePresentsAndLeavesUIKitsHierarchy() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = FadeDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)
    home.present(detail, animated: true)
    harness.advance(by: 0.15)
    #expect((0.1...0.9).contains(detail.view.layer.presentation()!.opacity))
    harness.runUntilIdle()
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}
