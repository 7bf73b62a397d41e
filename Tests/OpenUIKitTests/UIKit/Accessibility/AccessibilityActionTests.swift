import Foundation
import Testing
@testable import OpenUIKit

/// Accessibility actions (Apple: "UIAccessibilityAction";
/// `accessibilityPerformEscape()`: "the system … calls this method on the
/// element, and on its ancestors in turn, until one returns true").
@MainActor
@Suite("Accessibility actions")
struct AccessibilityActionTests {
    final class Sheet: UIViewController {
        var escaped = 0
        override func accessibilityPerformEscape() -> Bool { escaped += 1; return true }
        override func accessibilityPerformMagicTap() -> Bool { true }
    }

    final class Stepper: UIView {
        var value = 0
        override func accessibilityIncrement() { value += 1 }
        override func accessibilityDecrement() { value -= 1 }
        override func accessibilityActivate() -> Bool { value = 100; return true }
    }

    @Test("Escape travels up the responder chain from the focused element until one handles it")
    func escape() {
        let sheet = Sheet()
        let label = UILabel()
        sheet.view.addSubview(label)
        #expect(SegueAccessibilitySettings.performEscape(from: label))
        #expect(sheet.escaped == 1)
        #expect(!SegueAccessibilitySettings.performEscape(from: UIView()))
        #expect(SegueAccessibilitySettings.performMagicTap(from: label))
    }

    @Test("Increment, decrement and activate reach the element; the defaults do nothing and return false")
    func adjustable() {
        let stepper = Stepper()
        SegueAccessibilitySettings.adjust(stepper, increment: true)
        SegueAccessibilitySettings.adjust(stepper, increment: true)
        SegueAccessibilitySettings.adjust(stepper, increment: false)
        #expect(stepper.value == 1)
        #expect(SegueAccessibilitySettings.activate(stepper) && stepper.value == 100)
        #expect(!UIView().accessibilityActivate() && !UIView().accessibilityPerformEscape())
    }
}
