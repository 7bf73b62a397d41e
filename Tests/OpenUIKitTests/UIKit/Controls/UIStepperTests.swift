import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIStepper` as Apple documents it: defaults 0 in 0...100 by steps of 1,
/// continuous, autorepeating and not wrapping; a touch on + or − steps the
/// value and sends `.valueChanged`; at a limit it holds, or wraps round with
/// `wraps`; setting the value in code sends nothing. UIKit's size is 94 × 32.
@MainActor
@Suite("UIStepper", .transitionHarness)
struct UIStepperTests {
    final class Host: UIViewController {
        let control: UIControl
        var changes: [Double] = []
        init(_ control: UIControl) {
            self.control = control
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.addSubview(control)
            control.addAction(UIAction { [unowned self] action in
                self.changes.append((action.sender as? UIStepper)?.value ?? .nan)
            }, for: .valueChanged)
        }
    }

    /// The stepper at (40, 200): − at x 40 + 23, + at x 40 + 71, y 216.
    static let minus = CGPoint(x: 63, y: 216), plus = CGPoint(x: 111, y: 216)

    @Test("Defaults are UIKit's, and its size is 94 × 32 whatever the frame")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 300, height: 100))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test("A tap on + adds stepValue and sends valueChanged once; a tap on − subtracts it")
    func taps() {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 94, height: 32))
        stepper.stepValue = 2.5
        let host = Host(stepper)
        let harness = TransitionHarness(root: host)
        harness.tap(at: Self.plus)
        #expect(stepper.value == 2.5 && host.changes == [2.5])
        harness.tap(at: Self.plus)
        harness.tap(at: Self.minus)
        #expect(stepper.value == 2.5 && host.changes == [2.5, 5, 2.5])
    }

    @Test("At a limit the value holds and no event is sent; with wraps it goes round")
    func limits() {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        let host = Host(stepper)
        let harness = TransitionHarness(root: host)
        harness.tap(at: Self.plus)
        #expect(stepper.value == 10 && host.changes == [10])
        harness.tap(at: Self.plus)
        #expect(stepper.value == 10 && host.changes == [10])
        stepper.wraps = true
        harness.tap(at: Self.plus)
        #expect(stepper.value == 0 && host.changes == [10, 0])
        harness.tap(at: Self.minus)
        #expect(stepper.value == 10 && host.changes == [10, 0, 10])
    }

    @Test("Setting value, minimumValue or maximumValue clamps and sends nothing; invalid limits and steps are refused")
    func programmatic() {
        let stepper = UIStepper(frame: .zero)
        let host = Host(stepper)
        _ = TransitionHarness(root: host)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        stepper.minimumValue = 60
        #expect(stepper.minimumValue == 0)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = 20
        stepper.value = -5
        #expect(stepper.value == 20)
        #expect(host.changes.isEmpty)
    }

    @Test("Holding + repeats the step after half a second, with autorepeat only")
    func autorepeat() {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 94, height: 32))
        let host = Host(stepper)
        let harness = TransitionHarness(root: host)
        harness.touchDown(at: Self.plus)
        #expect(stepper.value == 1)
        harness.advance(by: 0.4)
        #expect(stepper.value == 1)
        harness.advance(by: 0.45)
        #expect(stepper.value >= 3 && stepper.value <= 6)
        harness.touchUp()
        let held = stepper.value
        harness.advance(by: 0.5)
        #expect(stepper.value == held && host.changes.count == Int(held))

        stepper.autorepeat = false
        stepper.value = 0
        harness.touchDown(at: Self.plus)
        harness.advance(by: 1)
        harness.touchUp()
        #expect(stepper.value == 1)
    }

    @Test("Not continuous, a held press sends one valueChanged when it lifts")
    func notContinuous() {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 94, height: 32))
        stepper.isContinuous = false
        let host = Host(stepper)
        let harness = TransitionHarness(root: host)
        harness.touchDown(at: Self.plus)
        harness.advance(by: 0.8)
        #expect(stepper.value > 1 && host.changes.isEmpty)
        harness.touchUp()
        #expect(host.changes == [stepper.value])
    }
}
