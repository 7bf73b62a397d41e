import Foundation

/// What a split view controller asks of the navigation controllers in its
/// columns when it collapses and expands: stacks moved without a
/// transition, as UIKit moves them.
extension UINavigationController {
    /// Gives up every controller on the stack (their views leave; the top
    /// one, on screen, disappears), for another navigation controller to take.
    func releaseStackForSplit() -> [UIViewController] {
        let released = stack
        // The top controller on screen disappears before it moves.
        if appearanceState == .appeared, let top = topViewController, top.appearanceState == .appeared {
            top.beginAppearanceTransition(false, animated: false)
            top.viewIfLoaded?.removeFromSuperview()
            top.endAppearanceTransition()
        }
        for controller in released {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stack = []
        updateBar()
        return released
    }

    /// Replaces the stack at once, with no transition: the controllers
    /// that leave are removed, new ones become children, and the new top's
    /// view is shown (the old and new top hear appearance callbacks while
    /// the navigation controller is on screen).
    func replaceStackForSplit(_ controllers: [UIViewController]) {
        guard !controllers.isEmpty else { return }
        let oldTop = topViewController
        let newTop = controllers.last
        let onScreen = appearanceState == .appeared
        let topChanges = oldTop !== newTop
        if onScreen && topChanges {
            oldTop?.beginAppearanceTransition(false, animated: false)
            newTop?.beginAppearanceTransition(true, animated: false)
        }
        for controller in stack where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = controllers
        navigationBar.releaseHeldContent()
        updateBar()
        updateToolbarItems(animated: false)
        if isViewLoaded, let newTop {
            for view in containerView.subviews where view !== newTop.view { view.removeFromSuperview() }
            if newTop.view.superview !== containerView {
                newTop.view.frame = containerView.bounds
                newTop.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                containerView.addSubview(newTop.view)
            }
            view.setNeedsLayout()
        }
        if onScreen && topChanges {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
    }
}
