import UIKit

/// A card controller written as iOS code often writes one: it owns its
/// transition by overriding UIKit's `open` properties (the presentation
/// style and the transitioning delegate) instead of having them set from
/// outside, and a container that overrides `present` and `dismiss` to
/// count what it shows.
final class SelfPresentingCardController: UIViewController, UIViewControllerTransitioningDelegate {
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .custom }
        set {}
    }

    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { self }
        set {}
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class CardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

final class CountingContainerController: UIViewController {
    private(set) var presentations = 0
    private(set) var dismissals = 0

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentations += 1
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        super.dismiss(animated: flag, completion: completion)
    }
}

/// A badge that sizes itself to a fixed pill and forgets its superview on removal.
final class PillBadge: UIView {
    private(set) var removals = 0

    override func sizeToFit() {
        super.sizeToFit()
        frame.size.width = max(frame.width, 44)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 20, height: 20) }

    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}
