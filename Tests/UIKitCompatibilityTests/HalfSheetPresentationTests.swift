import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func halfSheetDimsThePresenterAndDismissesOnTap() {
    let home = UIViewController(), sheet = UIViewController()
    let delegate = HalfSheetTransitioningDelegate()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(sheet, animated: true)
    let t0 = harness.advanceToTransitionStart()
    let controller = delegate.presentationController!
    #expect(sheet.presentationController === controller)
    let dimming = controller.dimmingViewForTesting
    #expect(dimming.superview === controller.containerView)
    #expect(controller.containerView!.subviews.first === dimming)

    harness.advance(to: t0 + 0.15)
    // The sheet slides from y = 844 to 422 linearly: half way at 0.15 s.
    #expect(close(sheet.view.layer.presentation()!.position.y, 633 + 211))
    // The dimming fades in alongside.
    let dim = dimming.layer.presentation()!.opacity
    #expect(dim > 0.05 && dim < 0.95)
    harness.runUntilIdle()

    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(controller.frameOfPresentedViewInContainerView == sheet.view.frame)
    #expect(dimming.alpha == 1 && dimming.frame == harness.window.bounds)
    #expect(controller.layoutPasses > 0 && sheet.view.layer.cornerRadius == 16)
    #expect(home.view.window === harness.window && sheet.view.window === harness.window)
    // A custom presentation keeps the presenter: no appearance callbacks for it.
    #expect(harness.appearanceLog(["home": home, "sheet": sheet]) == ["sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear"])
    #expect(controller.size(forChildContentContainer: sheet, withParentContainerSize: CGSize(width: 390, height: 844))
            == CGSize(width: 390, height: 422))

    harness.tap(at: CGPoint(x: 195, y: 100))
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(dimming.superview == nil && sheet.view.window == nil)
    #expect(home.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}
