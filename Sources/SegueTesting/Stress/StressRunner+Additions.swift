import Foundation
import OpenUIKit

/// The stress runner's steps for Segue's transition additions: shared-element
/// pushes and pops (plain, and interactive released at a random progress)
/// and opted-in presentations and dismissals caught by a finger mid-flight
/// and thrown up or down at random.
extension StressRunner {
    /// Vends a `SharedElementTransition` for every push and pop, and the
    /// interaction of a scripted interactive pop while one runs.
    final class SharedElementDelegate: NSObject, UINavigationControllerDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? {
            SharedElementTransition(duration: 0.25)
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// Presents and dismisses with a plain `UIView.animate` fade.
    final class PlainDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            StressAnimator.make(.none, duration: 0.3)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            StressAnimator.make(.none, duration: 0.3)
        }
    }

    /// Gives `controller`'s view a card with the shared id, once.
    static func tagCard(of controller: UIViewController, at rect: CGRect) {
        guard !controller.view.subviews.contains(where: { $0.transitionID == "stress.card" }) else { return }
        let card = UIView(frame: rect)
        card.backgroundColor = .orange
        card.layer.cornerRadius = rect.width / 8
        card.layer.shadowOpacity = 0.3
        card.transitionID = "stress.card"
        let caption = UIView(frame: CGRect(x: 20, y: rect.maxY + 10, width: 200, height: 20))
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 20), .delay(0.05)]
        controller.view.addSubview(card)
        controller.view.addSubview(caption)
    }

    /// A shared-element push (variant 0), pop (1) or interactive pop
    /// released at `amount` (2) on the navigation controller shown at `top`.
    func sharedElementStep(top: UIViewController, harness: TransitionHarness, variant: Int, amount: Double,
                           keepAlive: inout [NSObject]) {
        guard top.presentingViewController == nil,
              let nav = top as? UINavigationController ?? top.navigationController,
              let shown = nav.topViewController else { return }
        let delegate: SharedElementDelegate
        if let existing = nav.delegate as? SharedElementDelegate {
            delegate = existing
        } else {
            delegate = SharedElementDelegate()
            nav.delegate = delegate
            keepAlive.append(delegate)
        }
        Self.tagCard(of: shown, at: CGRect(x: 20 + 200 * amount, y: 200, width: 80, height: 80))
        switch variant {
        case 0:
            let next = UIViewController()
            Self.tagCard(of: next, at: CGRect(x: 0, y: 100, width: 300 * (0.5 + amount), height: 200))
            nav.pushViewController(next, animated: true)
        case 1:
            nav.popViewController(animated: true)
        default:
            guard nav.viewControllers.count > 1 else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            nav.popViewController(animated: true)
            harness.advance(by: 0.05)
            interaction.update(CGFloat(amount))
            harness.advance(by: 0.05)
            if amount >= 0.5 { interaction.finish() } else { interaction.cancel() }
            delegate.interaction = nil
        }
    }

    /// Presents an opted-in controller (variant 0) or dismisses the opted-in
    /// controller shown (1), then catches the fade `delay` × 0.25 s in and
    /// drags it up or down by up to 300 pt from the window's centre (either
    /// orientation) before letting go.
    func interruptionStep(top: UIViewController, harness: TransitionHarness, variant: Int, delay: Double,
                          distance: Double, keepAlive: inout [NSObject]) {
        if variant == 0 {
            let vc = UIViewController()
            vc.modalPresentationStyle = distance < 0.5 ? .fullScreen : .overFullScreen
            let delegate = PlainDelegate()
            keepAlive.append(delegate)
            vc.transitioningDelegate = delegate
            vc.transitionInterruption = TransitionInterruption(direction: .up)
            top.present(vc, animated: true)
        } else {
            guard top.transitionInterruption != nil, top.presentingViewController != nil else { return }
            top.dismiss(animated: true)
        }
        harness.advance(by: 0.02 + delay * 0.25)
        let dy = CGFloat((distance - 0.5) * 600)
        let center = CGPoint(x: harness.window.bounds.midX, y: harness.window.bounds.midY)
        harness.drag(from: center, to: CGPoint(x: center.x, y: center.y - dy), duration: 0.05 + delay * 0.2)
    }
}
