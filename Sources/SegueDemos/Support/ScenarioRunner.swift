import UIKit
import SegueTesting

/// Runs a scenario headless and records the window's committed snapshots at
/// a fixed frame rate on the virtual clock.
@MainActor
public final class ScenarioRunner {
    /// One recorded frame: media time (from the scenario's start) and the snapshot.
    public struct RecordedFrame: Sendable {
        public let time: TimeInterval
        public let tree: RenderTree
    }

    public let app: any DemoApp.Type
    public let scenario: Scenario
    public private(set) var frames: [RecordedFrame] = []
    public private(set) var harness: TransitionHarness?
    /// The media time at which the script started (frame times are relative to it).
    public private(set) var startTime: TimeInterval = 0
    /// Called on the main actor after each recorded frame, with the harness
    /// whose window was recorded (the gallery names the live layers here).
    public var frameObserver: (@MainActor (TransitionHarness) -> Void)?

    public init(app: any DemoApp.Type, scenario: Scenario) {
        self.app = app
        self.scenario = scenario
    }

    /// Runs the scenario. With `fps > 0` a frame is recorded every 1/fps s.
    /// A `style` other than `.unspecified` is the window's
    /// `overrideUserInterfaceStyle` (`.dark`: the scenario in dark mode).
    /// Returns the harness (timeline, violations) for inspection. The
    /// harness is created as if at the caller's `fileID`/`line` (named if
    /// another harness is alive: one at a time).
    @discardableResult
    public func run(fps: Double = 0, size: CGSize = CGSize(width: 390, height: 844),
                    style: UIUserInterfaceStyle = .unspecified,
                    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                    column: Int = #column) -> TransitionHarness {
        let root = app.makeRootViewController()
        let harness = TransitionHarness(root: root, size: size, fileID: fileID, filePath: filePath, line: line, column: column)
        self.harness = harness
        if style != .unspecified { harness.window.overrideUserInterfaceStyle = style }
        harness.runUntilIdle()
        let start = harness.now
        startTime = start
        var token: Int?
        if fps > 0 {
            var next = start
            let interval = 1 / fps
            token = harness.clock.addCommitObserver { [weak self] now in
                guard let self else { return }
                while now + 1e-9 >= next {
                    if let tree = harness.window.committedRenderTree {
                        self.frames.append(RecordedFrame(time: next - start, tree: tree))
                        self.frameObserver?(harness)
                    }
                    next += interval
                }
            }
        }
        scenario.script(ScenarioContext(harness: harness, root: root))
        harness.runUntilIdle()
        harness.advance(by: 0.1)
        if let token { harness.clock.removeCommitObserver(token) }
        return harness
    }
}
