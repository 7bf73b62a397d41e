import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

/// UIKit's view-controller and view members are `open`: overriding them in
/// a subclass compiles, and UIKit calls the override.
@MainActor @Test func aControllerThatOverridesItsStyleAndDelegateIsPresentedThroughThem() {
    let home = CountingContainerController(), card = SelfPresentingCardController()
    let harness = TransitionHarness(root: home)
    home.present(card, animated: true)
    harness.runUntilIdle()
    #expect(home.presentations == 1)
    #expect(card.presentationController is CardPresentationController)
    #expect(card.view.frame == CGRect(x: 0, y: harness.window.bounds.height / 2,
                                      width: harness.window.bounds.width, height: harness.window.bounds.height / 2))
    #expect(home.view.window === harness.window)   // .custom keeps the presenter's view
    home.dismiss(animated: true)
    harness.runUntilIdle()
    #expect(home.dismissals == 1 && home.presentedViewController == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func aViewThatOverridesSizeToFitAndRemoveFromSuperviewIsCalledThroughThem() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let badge = PillBadge()
    container.addSubview(badge)
    badge.sizeToFit()
    #expect(badge.frame.size == CGSize(width: 44, height: 20))
    let views: [UIView] = [badge]
    views.forEach { $0.removeFromSuperview() }
    #expect(badge.removals == 1 && badge.superview == nil)
}
