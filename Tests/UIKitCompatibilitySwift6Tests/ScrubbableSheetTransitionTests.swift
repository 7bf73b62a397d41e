import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func scrubbableSheetFollowsThePercentAndCancels() {
    let home = UIViewController(), sheet = UIViewController()
    let delegate = ScrubbableSheetDelegate()
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(sheet, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.1)
    #expect(close(sheet.view.layer.presentation()!.position.y, 422 + 844 * 0.75))
    harness.runUntilIdle()
    #expect(sheet.view.frame == harness.window.bounds)

    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    sheet.dismiss(animated: true)
    harness.advanceToTransitionStart()
    interaction.update(0.3)
    harness.advance(by: 1.0 / 60)
    #expect(close(sheet.view.layer.presentation()!.position.y, 422 + 0.3 * 844, 0.5))
    interaction.cancel()
    harness.runUntilIdle()
    #expect(home.presentedViewController === sheet)
    #expect(close(sheet.view.frame, harness.window.bounds))

    sheet.dismiss(animated: true)
    harness.advanceToTransitionStart()
    interaction.update(0.6)
    harness.advance(by: 1.0 / 60)
    interaction.finish()
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil && sheet.view.window == nil)
    #expect(harness.violations.isEmpty)
}
