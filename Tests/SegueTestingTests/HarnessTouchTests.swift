import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Touches a test can compose: fingers go down, move over several steps
/// and lift when the script says, several at once. UIKit delivers a
/// finger's began, moves and end to the view it first hit, stamped with the
/// time of the event.
@MainActor
@Suite("Composable touches", .transitionHarness)
struct HarnessTouchTests {
    /// A harness whose root view is a `TouchLogView` filling the window.
    static func loggingHarness() -> (TransitionHarness, TouchLogView) {
        let root = HomeController()
        let harness = TransitionHarness(root: root)
        let log = TouchLogView(frame: harness.window.bounds)
        root.view.addSubview(log)
        harness.advance(by: 0.01)
        return (harness, log)
    }

    @Test("touchDown, touchMove and touchUp deliver began, moved and ended where and when the script says")
    func downMoveUp() {
        let (harness, log) = Self.loggingHarness()
        let start = harness.now
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(log.phases == ["began"])
        #expect(harness.touchLocation() == CGPoint(x: 100, y: 100))
        harness.advance(by: 0.1)
        harness.touchMove(to: CGPoint(x: 120, y: 140))
        #expect(log.phases == ["began", "moved"])
        #expect(log.entries.last?.location == CGPoint(x: 120, y: 140))
        #expect(abs((log.entries.last?.time ?? 0) - (start + 0.1)) < 1e-9)
        harness.advance(by: 0.1)
        harness.touchUp()
        #expect(log.phases == ["began", "moved", "ended"])
        #expect(log.entries.last?.location == CGPoint(x: 120, y: 140))
        #expect(Set(log.entries.map(\.touch)).count == 1)
        #expect(harness.touchLocation() == nil)
        #expect(harness.violations == [])
    }

    @Test("A held finger moves over several advance calls, one move per tick with a duration")
    func heldAcrossAdvances() {
        let (harness, log) = Self.loggingHarness()
        harness.touchDown(at: CGPoint(x: 50, y: 300))
        for step in 1...3 {
            harness.advance(by: 0.05)
            harness.touchMove(to: CGPoint(x: 50 + 40 * CGFloat(step), y: 300))
        }
        // 0.1 s at 120 Hz: 12 moves along the straight line.
        harness.touchMove(to: CGPoint(x: 250, y: 300), duration: 0.1)
        #expect(log.phases.filter { $0 == "moved" }.count == 3 + 12)
        let xs = log.entries.filter { $0.phase == "moved" }.map(\.location.x)
        #expect(xs == xs.sorted())
        #expect(xs.last == 250)
        #expect(!log.phases.contains("ended"))
        harness.touchUp()
        #expect(log.phases.last == "ended")
    }

    @Test("A pan follows a finger held across steps and ends only when it lifts")
    func panWithHeldFinger() {
        let (harness, log) = Self.loggingHarness()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        log.addGestureRecognizer(pan)
        harness.touchDown(at: CGPoint(x: 100, y: 400))
        harness.advance(by: 0.05)
        harness.touchMove(to: CGPoint(x: 100, y: 460), duration: 0.1)   // well past the 10 pt hysteresis
        harness.advance(by: 0.2)                                           // held still
        #expect(pan.state == .changed)
        #expect(abs(pan.translation(in: nil).y - 60) < 1e-9)
        harness.touchUp()
        #expect(states.first == .began && states.last == .ended)
        #expect(!states.dropFirst().dropLast().contains { $0 != .changed })
    }

    @Test("Two fingers are two touches, moved and lifted independently")
    func twoFingers() {
        let (harness, log) = Self.loggingHarness()
        harness.touchDown(at: CGPoint(x: 100, y: 100), id: 0)
        harness.touchDown(at: CGPoint(x: 200, y: 200), id: 1)
        harness.advance(by: 0.05)
        harness.touchMove(to: CGPoint(x: 210, y: 220), id: 1)
        harness.touchUp(id: 0)
        harness.advance(by: 0.05)
        harness.touchUp(id: 1)
        let fingers = Dictionary(grouping: log.entries, by: \.touch)
        #expect(fingers.count == 2)
        let first = log.entries.first { $0.location == CGPoint(x: 100, y: 100) }?.touch
        let second = log.entries.first { $0.location == CGPoint(x: 200, y: 200) }?.touch
        #expect(fingers[first!]?.map(\.phase) == ["began", "ended"])
        #expect(fingers[second!]?.map(\.phase) == ["began", "moved", "ended"])
        #expect(fingers[second!]?.last?.location == CGPoint(x: 210, y: 220))
        #expect(harness.violations == [])
    }

    @Test("drag(release: false) then drag continues the same finger")
    func dragContinues() {
        let (harness, log) = Self.loggingHarness()
        let (_, diagnostics) = withCapturedDiagnostics {
            harness.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1, release: false)
            #expect(harness.touchLocation() == CGPoint(x: 120, y: 400))
            harness.drag(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
        }
        #expect(diagnostics == [])   // no "began while already down; ignored"
        #expect(Set(log.entries.map(\.touch)).count == 1)
        #expect(log.phases.first == "began" && log.phases.last == "ended")
        #expect(log.phases.filter { $0 == "began" }.count == 1)
        #expect(log.entries.last?.location == CGPoint(x: 300, y: 400))
        #expect(harness.violations == [])
    }

    @Test("A continued drag that starts elsewhere moves from where the finger is")
    func dragContinuesFromTheFinger() {
        let (harness, log) = Self.loggingHarness()
        harness.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.05, release: false)
        harness.drag(along: [CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 500)], duration: 0.2)
        let moves = log.entries.filter { $0.phase == "moved" }.map(\.location)
        #expect(moves.contains { $0.x > 100 && $0.x < 200 && $0.y == 400 })   // on the way to the path's start
        #expect(moves.last == CGPoint(x: 200, y: 500))
        #expect(log.phases.filter { $0 == "began" }.count == 1)
    }

    @Test("Script mistakes are violations, and nothing is sent")
    func scriptMistakes() {
        let (harness, log) = Self.loggingHarness()
        harness.touchUp()
        harness.touchMove(to: CGPoint(x: 5, y: 5))
        harness.touchDown(at: CGPoint(x: 10, y: 10))
        harness.touchDown(at: CGPoint(x: 20, y: 20))
        harness.tap(at: CGPoint(x: 30, y: 30))
        #expect(log.phases == ["began"])
        let mistakes = harness.violations
        #expect(mistakes.count == 4)
        func text(_ x: CGFloat, _ y: CGFloat) -> String { "\(CGPoint(x: x, y: y))" }
        #expect(mistakes[0].contains("touchUp(id: 0) while finger 0 is not down"))
        #expect(mistakes[1].contains("touchMove(to: \(text(5, 5)), id: 0) while finger 0 is not down"))
        #expect(mistakes[2].contains("touchDown(at: \(text(20, 20)), id: 0) while finger 0 is already down at \(text(10, 10))"))
        #expect(mistakes[3].contains("tap(at: \(text(30, 30)), touchID: 0) while finger 0 is down"))
        harness.touchUp()
    }

    @Test("cancelTouch cancels a held finger where it is")
    func cancelHeldFinger() {
        let (harness, log) = Self.loggingHarness()
        harness.touchDown(at: CGPoint(x: 40, y: 40))
        harness.touchMove(to: CGPoint(x: 60, y: 40))
        harness.cancelTouch()
        #expect(log.phases == ["began", "moved", "cancelled"])
        #expect(log.entries.last?.location == CGPoint(x: 60, y: 40))
        #expect(harness.touchLocation() == nil)
    }
}
