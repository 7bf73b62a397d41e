import Foundation
import Testing
@testable import OpenUIKit

/// The swipe-down dismissal of page and form sheets, and the adaptive
/// delegate calls it makes (docs/UIKIT-FACTS.md)`).
@MainActor
@Suite("Sheet swipe-to-dismiss")
struct SheetDismissalTests {
    final class AdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        let log: EventLog
        var allowsDismissal = true
        init(log: EventLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("adaptive.shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.add("adaptive.willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.add("adaptive.didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.add("adaptive.didAttemptToDismiss")
        }
    }

    struct Fixture {
        let clock: MediaClock
        let window: UIWindow
        let log: EventLog
        let presenter: LoggingViewController
        let sheet: LoggingViewController
        let delegate: AdaptiveDelegate
    }

    /// A page sheet presented (animated) over A, its adaptive delegate set
    /// before presenting, as apps do; the log starts empty.
    private func presentedSheet(style: UIModalPresentationStyle = .pageSheet) -> Fixture {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = style
        let delegate = AdaptiveDelegate(log: log)
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        clock.advance(by: 1)
        log.events = []
        return Fixture(clock: clock, window: window, log: log, presenter: a, sheet: b, delegate: delegate)
    }

    /// A vertical drag from y = 300 down by `distance` points over `frames`
    /// frames at 60 Hz, then the finger lifts; `settle` seconds pass after.
    private func drag(_ f: Fixture, by distance: CGFloat, frames: Int = 30, settle: Double = 1) {
        f.window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        for i in 1...frames {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 300 + distance * CGFloat(i) / CGFloat(frames)))
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 300 + distance))
        f.clock.advance(by: settle)
    }

    @Test("A drag past half the sheet's travel dismisses it: should, will, the dismissal, then did")
    func longDragDismisses() {
        let f = presentedSheet()
        // The sheet's top is 57 pt down a 844 pt window: 787 pt of travel.
        drag(f, by: 500)
        #expect(f.presenter.presentedViewController == nil)
        #expect(f.sheet.view.window == nil)
        #expect(f.log.events == ["adaptive.shouldDismiss", "adaptive.willDismiss",
                                 "B.viewWillDisappear", "B.viewDidDisappear", "adaptive.didDismiss"])
    }

    @Test("The sheet follows the finger: the slide is linear in the drag")
    func sheetTracksFinger() {
        let f = presentedSheet()
        let top = f.sheet.view.frame.minY
        f.window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        for i in 1...10 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 300 + 20 * CGFloat(i)))
        }
        f.clock.tick()
        // 200 pt down; the pan's hysteresis is not subtracted from the translation.
        let shown = f.sheet.view.layer.presentation()!.frame.minY
        #expect(abs(shown - (top + 200)) < 0.5)
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        f.clock.advance(by: 1)
    }

    @Test("A short, slow drag cancels: the sheet stays, and the delegate hears no didDismiss")
    func shortDragCancels() {
        let f = presentedSheet()
        let frame = f.sheet.view.frame
        drag(f, by: 150)
        #expect(f.presenter.presentedViewController === f.sheet)
        #expect(f.sheet.view.window === f.window)
        #expect(f.sheet.view.frame == frame)
        #expect(f.log.events == ["adaptive.shouldDismiss", "adaptive.willDismiss",
                                 "B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    }

    @Test("A fast flick dismisses from a short drag")
    func flickDismisses() {
        let f = presentedSheet()
        drag(f, by: 120, frames: 4)     // 120 pt in 1/15 s: 1,800 pt/s
        #expect(f.presenter.presentedViewController == nil)
        #expect(f.log.events.last == "adaptive.didDismiss")
    }

    @Test("isModalInPresentation refuses: didAttemptToDismiss, the sheet gives a little and settles back")
    func modalInPresentationRefuses() {
        let f = presentedSheet()
        f.sheet.isModalInPresentation = true
        let frame = f.sheet.view.frame
        f.window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        for i in 1...20 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 300 + 15 * CGFloat(i)))
        }
        // 300 pt of drag moves the sheet by 844 · (1 − 1 / (0.55 · 300 / 844 + 1)) ≈ 138 pt.
        let height: CGFloat = 844, pulled: CGFloat = 300
        let expected: CGFloat = height * (1 - 1 / (0.55 * pulled / height + 1))
        #expect(abs(f.sheet.view.frame.minY - (frame.minY + expected)) < 0.01)
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 600))
        f.clock.advance(by: 1)
        #expect(f.sheet.view.frame == frame)
        #expect(f.presenter.presentedViewController === f.sheet)
        #expect(f.log.events == ["adaptive.didAttemptToDismiss"])
    }

    @Test("isModalInPresentation on a page inside a presented navigation controller refuses too")
    func modalPageRefuses() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let form = UIViewController()
        let nav = UINavigationController(rootViewController: form)
        nav.modalPresentationStyle = .pageSheet
        let delegate = AdaptiveDelegate(log: log)
        nav.presentationController?.delegate = delegate
        a.present(nav, animated: true)
        clock.advance(by: 1)
        form.isModalInPresentation = true
        log.events = []
        let f = Fixture(clock: clock, window: window, log: log, presenter: a,
                        sheet: LoggingViewController("unused", log: log), delegate: delegate)
        drag(f, by: 500)
        #expect(a.presentedViewController === nav)
        #expect(log.events == ["adaptive.didAttemptToDismiss"])
    }

    @Test("presentationControllerShouldDismiss answering false refuses the same way")
    func delegateRefuses() {
        let f = presentedSheet(style: .formSheet)
        f.delegate.allowsDismissal = false
        drag(f, by: 500)
        #expect(f.presenter.presentedViewController === f.sheet)
        #expect(f.log.events == ["adaptive.shouldDismiss", "adaptive.didAttemptToDismiss"])
    }

    @Test("A drag that starts above the sheet, or goes sideways, does not move it")
    func dragsOffTheSheet() {
        let f = presentedSheet()
        f.window.sendTouch(.began, at: CGPoint(x: 200, y: 20))     // above the sheet's top at 57
        for i in 1...20 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 20 + 30 * CGFloat(i)))
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 620))
        f.clock.advance(by: 1)
        f.window.sendTouch(.began, at: CGPoint(x: 100, y: 300))
        for i in 1...20 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 100 + 10 * CGFloat(i), y: 300 + 2 * CGFloat(i)))
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 300, y: 340))
        f.clock.advance(by: 1)
        #expect(f.presenter.presentedViewController === f.sheet)
        #expect(f.log.events.isEmpty)
    }

    @Test("dismiss(animated:) from code never calls the adaptive delegate")
    func programmaticDismissIsSilent() {
        let f = presentedSheet()
        f.sheet.dismiss(animated: true)
        f.clock.advance(by: 1)
        #expect(f.presenter.presentedViewController == nil)
        #expect(f.log.events == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("Full-screen presentations have no swipe-to-dismiss")
    func fullScreenHasNone() {
        let f = presentedSheet(style: .fullScreen)
        drag(f, by: 600)
        #expect(f.presenter.presentedViewController === f.sheet)
        #expect(!f.log.events.contains("adaptive.shouldDismiss"))
    }
}
