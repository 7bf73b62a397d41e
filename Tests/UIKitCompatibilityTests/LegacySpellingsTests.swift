import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func legacySpellingsRunTheEaseInOutPush() {
    let list = LegacyListViewController(), detail = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let delegate = LegacyNavigationDelegate()
    nav.delegate = delegate
    let harness = TransitionHarness(root: nav)

    #expect(list.select(row: 3) == IndexPath(row: 3, section: 0))
    #expect(list.selectedRowView().frame.minY == 132)
    #expect(list.selectedIndexPath.section == 0)

    nav.pushViewController(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    // Ease-in-out is symmetric: half way at half time (0.35 s / 2).
    harness.advance(to: t0 + 0.175)
    #expect(close(detail.view.layer.presentation()!.transform.m41, 195, 0.5))
    #expect(close(list.view.layer.presentation()!.transform.m41, -195, 0.5))
    harness.runUntilIdle()
    #expect(detail.view.window === harness.window && list.view.window == nil)
    #expect(list.view.transform == CGAffineTransform.identity)

    nav.popViewController(animated: true)
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.175)
    #expect(close(list.view.layer.presentation()!.transform.m41, -195, 0.5))
    harness.runUntilIdle()
    #expect(list.view.window === harness.window && detail.view.window == nil)
    #expect(harness.violations.isEmpty)
}
