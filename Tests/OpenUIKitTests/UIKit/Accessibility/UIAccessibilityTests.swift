import Foundation
import Testing
@testable import OpenUIKit

/// `UIAccessibility`: settings a test controls, recorded notifications,
/// views' stored attributes, and Reduce Motion in UIKit's own animations.
@MainActor
@Suite("UIAccessibility")
struct UIAccessibilityTests {
    @Test("Changing a simulated setting updates UIAccessibility and posts its status notification once")
    func settingsPostNotifications() {
        let reduceMotion = PostCounter(), voiceOver = PostCounter()
        let center = NotificationCenter.default
        let a = center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in reduceMotion.count += 1 }
        let b = center.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in voiceOver.count += 1 }
        defer {
            center.removeObserver(a)
            center.removeObserver(b)
            SegueAccessibilitySettings.isReduceMotionEnabled = false
            SegueAccessibilitySettings.isVoiceOverRunning = false
        }
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        SegueAccessibilitySettings.isReduceMotionEnabled = true
        SegueAccessibilitySettings.isReduceMotionEnabled = true
        SegueAccessibilitySettings.isVoiceOverRunning = true
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning)
        #expect(reduceMotion.count == 1 && voiceOver.count == 1)
    }

    @Test("post(notification:argument:) is recorded with its argument")
    func postIsRecorded() {
        var events: [TransitionMonitor.Event] = []
        let saved = TransitionMonitor.observer
        TransitionMonitor.observer = { events.append($0) }
        defer { TransitionMonitor.observer = saved }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(events == [.accessibilityNotification("announcement Saved"), .accessibilityNotification("screenChanged")])
    }

    @Test("A view's accessibility attributes are stored; defaults as UIKit's")
    func viewAttributes() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        #expect(!view.accessibilityViewIsModal && !view.accessibilityElementsHidden)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close"
        view.accessibilityHint = "Dismisses the card"
        view.accessibilityValue = "1 of 3"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityIdentifier = "close"
        view.accessibilityViewIsModal = true
        view.accessibilityElementsHidden = true
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Close" && view.accessibilityHint == "Dismisses the card")
        #expect(view.accessibilityValue == "1 of 3" && view.accessibilityTraits.contains(.button) && view.accessibilityIdentifier == "close")
        #expect(view.accessibilityViewIsModal && view.accessibilityElementsHidden)
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.header.rawValue == 1 << 16)
    }

    @Test("Under Reduce Motion a built-in cover-vertical presentation cross-fades in place instead of sliding up")
    func reduceMotionCrossFades() {
        let clock = MediaClock.installVirtual()
        SegueAccessibilitySettings.isReduceMotionEnabled = true
        defer { SegueAccessibilitySettings.isReduceMotionEnabled = false }
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        clock.tick()
        clock.advance(by: 0.15)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(layer.position.y == window.bounds.midY, "no slide: the view sits at its final place")
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95, "half-way through a fade")
        clock.advance(by: 1)
        #expect(root.presentedViewController === presented)
    }
}

/// Counts notifications posted synchronously on the test's thread.
final class PostCounter: @unchecked Sendable {
    var count = 0

    @Test("accessibilityIgnoresInvertColors is false by default and kept; Segue never inverts colours")
    @MainActor func ignoresInvertColors() {
        let view = UIImageView(frame: .zero)
        #expect(!view.accessibilityIgnoresInvertColors)
        view.accessibilityIgnoresInvertColors = true
        #expect(view.accessibilityIgnoresInvertColors)
        #expect(!UIAccessibility.isInvertColorsEnabled)
    }
}
