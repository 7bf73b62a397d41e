import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func sideMenuSlidesInOverThePresenter() {
    let home = UIViewController()
    let menu = SideMenuViewController()
    menu.transitionDelegate.edge = .left
    let harness = TransitionHarness(root: home)
    #expect(menu.modalPresentationStyle == .overFullScreen)

    home.present(menu, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.15)
    // From x = -390 to 0, linear over 0.3 s: half way at 0.15 s.
    #expect(close(menu.view.layer.presentation()!.position, CGPoint(x: -195 + 195, y: 422)))
    harness.runUntilIdle()

    #expect(menu.view.frame == harness.window.bounds)
    #expect(menu.view.window === harness.window)
    #expect(home.view.window === harness.window)   // .overFullScreen keeps the presenter
    #expect(harness.appearanceLog(["home": home, "menu": menu]) == ["menu.viewWillAppear", "menu.viewIsAppearing", "menu.viewDidAppear"])

    menu.dismiss(animated: true)
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.075)
    #expect(close(menu.view.layer.presentation()!.position.x, 195 - 390 * 0.25, 0.5))
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil && menu.view.window == nil)
    #expect(home.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func slideInFromTheRightAndBottomUsesOffscreenFrames() {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(SlideInAnimator(edge: .right, presenting: true).offscreenFrame(for: frame, in: bounds).minX == 390)
    #expect(SlideInAnimator(edge: .left, presenting: true).offscreenFrame(for: frame, in: bounds).minX == -390)
    #expect(SlideInAnimator(edge: .bottom, presenting: true).offscreenFrame(for: frame, in: bounds).minY == 844)
}
