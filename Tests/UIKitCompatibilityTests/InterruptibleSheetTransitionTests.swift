import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor private func presentedSheet() -> (TransitionHarness, UIViewController, UIViewController, InterruptibleSheetTransitioningDelegate) {
    let home = UIViewController(), sheet = UIViewController()
    let delegate = InterruptibleSheetTransitioningDelegate()
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)
    home.present(sheet, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.2)
    // Linear property animator: half way up at half time.
    #expect(close(sheet.view.layer.presentation()!.position.y, 422 + 422))
    harness.runUntilIdle()
    #expect(sheet.view.frame == harness.window.bounds)
    return (harness, home, sheet, delegate)
}

@MainActor @Test func interruptibleSheetScrubsAndFinishes() {
    let (harness, home, sheet, delegate) = presentedSheet()
    let interactor = UIPercentDrivenInteractiveTransition()
    delegate.dismissalInteractor = interactor
    sheet.dismiss(animated: true)
    harness.advanceToTransitionStart()
    interactor.update(0.25)
    harness.advance(by: 1.0 / 60)
    #expect(close(sheet.view.layer.presentation()!.position.y, 422 + 0.25 * 844, 0.5))
    interactor.update(0.5)
    harness.advance(by: 1.0 / 60)
    #expect(close(sheet.view.layer.presentation()!.position.y, 422 + 0.5 * 844, 0.5))
    interactor.finish()
    harness.runUntilIdle()

    #expect(home.presentedViewController == nil)
    #expect(sheet.view.window == nil && home.view.window === harness.window)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func interruptibleSheetCancelledDismissalStays() {
    let (harness, home, sheet, delegate) = presentedSheet()
    let interactor = UIPercentDrivenInteractiveTransition()
    delegate.dismissalInteractor = interactor
    sheet.dismiss(animated: true)
    harness.advanceToTransitionStart()
    interactor.update(0.4)
    harness.advance(by: 1.0 / 60)
    interactor.cancel()
    harness.runUntilIdle()

    #expect(home.presentedViewController === sheet)
    #expect(sheet.view.window === harness.window)
    #expect(close(sheet.view.frame, harness.window.bounds))
    #expect(harness.violations.isEmpty)
}
