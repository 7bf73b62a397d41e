import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UIKit's standard controls, as Apple documents them: a control's value
/// set in code sends no event; a user's touch sends `.valueChanged`.
/// Sizes are UIKit's (a switch is 51 × 31 whatever its frame; a segmented
/// control 32 pt high; a slider 31 pt; activity indicators 20 and 37 pt).
@MainActor
@Suite("Controls", .transitionHarness)
struct ControlsTests {
    /// A root whose view holds `control`, and the value-changed events it sends.
    final class Host: UIViewController {
        let control: UIView
        var changes = 0
        init(_ control: UIView) {
            self.control = control
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.addSubview(control)
            (control as? UIControl)?.addAction(UIAction { [unowned self] _ in self.changes += 1 }, for: .valueChanged)
        }
    }

    @Test("UIControl's tracking methods come in UIKit's order around a tap")
    func tracking() {
        final class Tracker: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("begin"); return true }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("continue"); return true }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        }
        let tracker = Tracker(frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        let host = Host(tracker)
        let harness = TransitionHarness(root: host)
        harness.drag(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 90, y: 250), duration: 0.1)
        #expect(tracker.calls.first == "begin" && tracker.calls.last == "end")
        #expect(tracker.calls.dropFirst().dropLast().allSatisfy { $0 == "continue" } && tracker.calls.count > 2)
    }

    @Test("A switch is 51 × 31; a tap toggles it and sends valueChanged once; setOn sends nothing")
    func switches() {
        let toggle = UISwitch(frame: CGRect(x: 40, y: 200, width: 300, height: 300))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.style == .sliding)
        let host = Host(toggle)
        let harness = TransitionHarness(root: host)
        harness.tap(toggle)
        #expect(toggle.isOn && host.changes == 1)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && host.changes == 1)
        _ = harness.runUntilIdle()
        toggle.isOn = true
        #expect(host.changes == 1)
    }

    @Test("Dragging a switch's thumb across turns it over and sends valueChanged once; a drag there and back sends nothing")
    func switchDrag() {
        let toggle = UISwitch(frame: CGRect(x: 40, y: 200, width: 51, height: 31))
        let host = Host(toggle)
        let harness = TransitionHarness(root: host)
        harness.drag(from: CGPoint(x: 50, y: 215), to: CGPoint(x: 85, y: 215), duration: 0.2)
        #expect(toggle.isOn && host.changes == 1)
        // Thumb dragged off and back again: it ends where it began.
        harness.drag(along: [CGPoint(x: 85, y: 215), CGPoint(x: 45, y: 215), CGPoint(x: 86, y: 215)], duration: 0.3)
        #expect(toggle.isOn && host.changes == 1)
        // A drag that ends past the switch's edge still takes the side the thumb is on.
        harness.drag(from: CGPoint(x: 85, y: 215), to: CGPoint(x: 10, y: 215), duration: 0.2)
        #expect(!toggle.isOn && host.changes == 2)
    }

    @Test("A slider follows a drag of its thumb, clamps set values and sends valueChanged while dragging")
    func slider() {
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        #expect(slider.intrinsicContentSize.height == 31)
        slider.value = 250
        #expect(slider.value == 100)
        slider.value = 0
        let host = Host(slider)
        let harness = TransitionHarness(root: host)
        // The thumb's centre travels 228 − 28 = 200 pt: 100 pt is half the range.
        let start = CGPoint(x: 20 + 14, y: 315.5)
        harness.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 0.2)
        #expect(abs(slider.value - 50) < 0.5)
        #expect(host.changes > 1)
        // A touch away from the thumb does nothing.
        let before = slider.value
        harness.drag(from: CGPoint(x: 240, y: 315.5), to: CGPoint(x: 245, y: 315.5), duration: 0.1)
        #expect(slider.value == before)
    }

    @Test("A segmented control: equal widths, a tap selects and sends valueChanged, setting the index sends nothing")
    func segmented() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
        control.frame = CGRect(x: 15, y: 200, width: 300, height: 32)
        let host = Host(control)
        let harness = TransitionHarness(root: host)
        control.selectedSegmentIndex = 0
        #expect(host.changes == 0)
        harness.tap(at: CGPoint(x: 15 + 250, y: 216))
        #expect(control.selectedSegmentIndex == 2 && host.changes == 1)
        harness.tap(at: CGPoint(x: 15 + 250, y: 216))
        #expect(host.changes == 1, "no change, no event")
        control.setEnabled(false, forSegmentAt: 1)
        harness.tap(at: CGPoint(x: 15 + 150, y: 216))
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Year", at: 3, animated: false)
        control.removeSegment(at: 0, animated: false)
        #expect(control.titleForSegment(at: 2) == "Year" && control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("A segmented control's dividers sit between segments, hidden beside the selected one; a tap slides the selection")
    func segmentedDividersAndSlide() throws {
        let control = UISegmentedControl(items: ["A", "B", "C", "D"])
        control.frame = CGRect(x: 0, y: 200, width: 400, height: 32)
        let host = Host(control)
        let harness = TransitionHarness(root: host)
        // Segments 100 pt wide: dividers are centred on x = 100, 200, 300.
        let dividers = control.subviews.filter { $0.bounds.size == CGSize(width: 1, height: 16) }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(dividers.map(\.frame.midX) == [100, 200, 300])
        #expect(dividers.allSatisfy { !$0.isHidden })
        control.selectedSegmentIndex = 1
        #expect(dividers.map(\.isHidden) == [true, true, false])
        // The selection (2 pt inside its segment) moves from segment 1 to segment 3 over time.
        let selection = try #require(control.subviews.first { $0.frame == CGRect(x: 102, y: 2, width: 96, height: 28) })
        harness.tap(at: CGPoint(x: 350, y: 216))
        #expect(selection.frame.minX == 302)
        harness.advance(by: 0.1)
        let midway = selection.layer.presentation()?.position.x ?? 0
        #expect(midway > 150 && midway < 350)
        _ = harness.runUntilIdle()
        #expect(dividers.map(\.isHidden) == [false, false, true])
    }

    @Test("Segments made from UIActions show their titles, report their actions and perform the chosen one")
    func segmentActions() {
        var performed: [String] = []
        let day = UIAction(title: "Day", identifier: UIAction.Identifier("day")) { _ in performed.append("day") }
        let week = UIAction(title: "Week", identifier: UIAction.Identifier("week")) { _ in performed.append("week") }
        let control = UISegmentedControl(items: [day, "Month"])
        control.insertSegment(action: week, at: 1, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 1) == "Week")
        #expect(control.actionForSegment(at: 0) === day && control.actionForSegment(at: 2) == nil)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("year")) == NSNotFound)
        let year = UIAction(title: "Year", identifier: UIAction.Identifier("year")) { _ in performed.append("year") }
        control.setAction(year, forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Year" && control.segmentIndex(identifiedBy: UIAction.Identifier("year")) == 2)
        control.frame = CGRect(x: 0, y: 200, width: 300, height: 32)
        let host = Host(control)
        let harness = TransitionHarness(root: host)
        harness.tap(at: CGPoint(x: 150, y: 216))
        harness.tap(at: CGPoint(x: 250, y: 216))
        #expect(performed == ["week", "year"] && host.changes == 2)
    }

    @Test("An activity indicator is 20 or 37 pt, shows while animating and hides when stopped")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}
