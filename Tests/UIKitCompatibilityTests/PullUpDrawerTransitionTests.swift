import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func pullingTheGrabberUpPresentsTheDrawer() {
    let host = DrawerHostViewController()
    let harness = TransitionHarness(root: host)
    harness.drag(from: CGPoint(x: 195, y: 814), to: CGPoint(x: 195, y: 514), duration: 0.5, release: false)
    #expect(harness.isTransitioning)
    guard let drawer = host.presentedViewController else {
        Issue.record("the pan did not present the drawer")
        return
    }
    // The animator is its own interaction controller: the drawer's frame
    // follows the finger (fraction = lift / half the screen height).
    let pan = host.grabber.gestureRecognizers!.first as! UIPanGestureRecognizer
    let fraction = min(-pan.translation(in: host.view).y / 422, 1)
    #expect(fraction > 0.65 && fraction < 0.72)
    #expect(close(drawer.view.frame.minY, 844 * (1 - fraction), 0.5))

    harness.release(at: CGPoint(x: 195, y: 514))
    // Finishes linearly over the remaining (1 - fraction) × 0.3 s.
    harness.runUntilIdle()
    #expect(host.presentedViewController === drawer)
    #expect(drawer.view.frame == harness.window.bounds)
    #expect(drawer.view.window === harness.window && host.view.window === harness.window)
    #expect(harness.appearanceLog(["drawer": drawer]) == ["drawer.viewWillAppear", "drawer.viewIsAppearing", "drawer.viewDidAppear"])
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func aShortSlowPullCancelsTheDrawer() {
    let host = DrawerHostViewController()
    let harness = TransitionHarness(root: host)
    harness.drag(from: CGPoint(x: 195, y: 814), to: CGPoint(x: 195, y: 694), duration: 0.6)
    harness.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(host.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func drawerFrameForAFraction() {
    let final = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(PullUpDrawerTransition.frame(for: final, fraction: 0).minY == 844)
    #expect(PullUpDrawerTransition.frame(for: final, fraction: 0.5).minY == 422)
    #expect(PullUpDrawerTransition.frame(for: final, fraction: 1) == final)
}
