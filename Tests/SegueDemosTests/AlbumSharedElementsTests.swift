import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting
@testable import SegueDemos

/// Album's shared-element and fluid-interruption screens, run through
/// their scenarios (the tab hosted on its own, as a test-only app), plus a
/// mid-flight golden.
@MainActor
@Suite("Album shared elements", .transitionHarness)
struct AlbumSharedElementsTests {
    /// The screens as an app, for this test only (the lead wires them into Album).
    enum SharedOnly: DemoApp {
        static let identifier = "album-shared-test"
        static let title = "Album (shared)"
        static func makeRootViewController() -> UIViewController { AlbumSharedElements.makeRootViewController() }
        static var scenarios: [Scenario] { AlbumSharedElements.scenarios }
    }

    static func run(_ name: String, fps: Double = 0) throws -> (ScenarioRunner, TransitionHarness) {
        let scenario = try #require(AlbumSharedElements.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: SharedOnly.self, scenario: scenario)
        let (harness, logged) = withCapturedDiagnostics { runner.run(fps: fps) }
        #expect(logged.isEmpty, "\(logged)")
        return (runner, harness)
    }

    static func completions(_ harness: TransitionHarness) -> [Bool] {
        harness.timeline.events.compactMap { event -> Bool? in
            if case let .completeTransition(didComplete, true) = event { return didComplete }
            return nil
        }
    }

    @Test("Every scenario runs cleanly, each transition completing once",
          arguments: ["shared-push", "shared-pop", "shared-edge-pop-complete", "shared-edge-pop-cancel",
                      "fluid-catch-continue", "fluid-catch-reverse", "fluid-catch-dismiss"])
    func scenarioRuns(_ name: String) throws {
        #expect(AlbumSharedElements.scenarios.contains { $0.name == name })
        let (_, harness) = try Self.run(name)
        defer { harness.tearDown() }
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        let expected: [String: [Bool]] = [
            "shared-push": [true], "shared-pop": [true, true], "shared-edge-pop-complete": [true, true],
            "shared-edge-pop-cancel": [true, false], "fluid-catch-continue": [true], "fluid-catch-reverse": [false],
            "fluid-catch-dismiss": [true, false],
        ]
        #expect(Self.completions(harness) == expected[name])
    }

    @Test("The edge swipe drives the shared flight, and a cancel puts every view back")
    func edgeSwipeDrivesFlight() throws {
        let root = AlbumSharedElements.makeRootViewController() as! AlbumSharedNavigationController
        let harness = TransitionHarness(root: root)
        defer { harness.tearDown() }
        let list = try #require(root.viewControllers.first as? AlbumListViewController)
        harness.tap(list.rows[1])
        #expect(harness.runUntilIdle())
        let detail = try #require(root.topViewController as? AlbumDetailViewController)
        harness.drag(from: CGPoint(x: 5, y: 600), to: CGPoint(x: 130, y: 600), duration: 0.3, release: false)
        // Mid-swipe: the list's cover and the detail's are hidden, a flight shows them.
        #expect(list.covers[1].isHidden && detail.cover.isHidden)
        #expect(root.navigationBar.alpha == 1 && root.navigationBar.window != nil)
        harness.touchUp()
        #expect(harness.runUntilIdle())
        #expect(root.topViewController === detail)
        #expect(!list.covers[1].isHidden && !detail.cover.isHidden && !detail.titleLabel.isHidden)
        #expect(detail.view.alpha == 1 && detail.tracks.subviews.allSatisfy { $0.alpha == 1 && $0.transform == .identity })
        #expect(harness.violations.isEmpty)
    }

    @Test("Mid-flight frame of the push: cover, shadow and title half way, rounded and shadowed")
    func pushHalfwayGolden() throws {
        let (runner, harness) = try Self.run("shared-push", fps: 120)
        let began = harness.timeline.entries.compactMap { entry -> Double? in
            if case .began = entry.event { return entry.time - runner.startTime } else { return nil }
        }
        harness.tearDown()
        let start = try #require(began.first)
        let frame = try #require(runner.frames.min { abs($0.time - (start + 0.225)) < abs($1.time - (start + 0.225)) })
        let renderer = try #require(try? Renderer(), "EGL/GLES renderer unavailable")
        let image = try renderer.render(frame.tree, scale: 1, background: .black)
        goldens.check(image, named: "album-shared-push-halfway")
    }
}
