import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting
@testable import SegueDemos

/// Key frames of the reference apps against 1x goldens, and cancelled
/// interactions returning to exactly where they started.
@MainActor
@Suite("Reference app key frames", .transitionHarness)
struct KeyFrameTests {
    /// Runs a scenario recording at 120 fps; returns the runner and the media
    /// time (from the scenario's start) at which the n-th transition began.
    static func run(_ app: any DemoApp.Type, _ name: String) throws -> (ScenarioRunner, [Double]) {
        let scenario = try #require(app.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let harness = runner.run(fps: 120)
        let began = harness.timeline.entries.compactMap { entry -> Double? in
            if case .began = entry.event { return entry.time } else { return nil }
        }
        harness.tearDown()
        // Entries are in media time; frames are relative to the scenario's start.
        return (runner, began.map { $0 - runner.startTime })
    }

    static func frame(_ runner: ScenarioRunner, at time: Double) throws -> RenderTree {
        let f = try #require(runner.frames.min { abs($0.time - time) < abs($1.time - time) })
        return f.tree
    }

    /// A fresh renderer per test: glyph-atlas and texture caches then depend
    /// only on this test's frames, not on which tests ran before.
    let renderer: Renderer? = try? Renderer()

    func render(_ tree: RenderTree) throws -> Frame {
        let renderer = try #require(renderer, "EGL/GLES renderer unavailable")
        return try renderer.render(tree, scale: 1, background: .black)
    }

    @Test("The flip at 1/6, 1/2 and 5/6 of its 0.6 s")
    func flipKeyFrames() throws {
        let (runner, began) = try Self.run(GuessThePetApp.self, "present")
        let start = try #require(began.first)
        for (label, fraction) in [("1-6", 1.0 / 6), ("1-2", 0.5), ("5-6", 5.0 / 6)] {
            let frame = try render(try Self.frame(runner, at: start + 0.6 * fraction))
            goldens.check(frame, named: "guess-the-pet-flip-\(label)")
        }
    }

    @Test("The Locket card at rest after its spring")
    func locketAtRest() throws {
        let (runner, _) = try Self.run(LocketCardApp.self, "present")
        let frame = try render(try #require(runner.frames.last).tree)
        goldens.check(frame, named: "locket-card-at-rest")
    }

    @Test("The herb mid-growth")
    func herbMidGrowth() throws {
        let (runner, began) = try Self.run(BeginnerCookApp.self, "present-herb-0")
        let frame = try render(try Self.frame(runner, at: try #require(began.first) + 0.08))
        goldens.check(frame, named: "beginner-cook-herb-mid-growth")
    }

    @Test("The Things push halfway")
    func thingsPushHalfway() throws {
        let (runner, began) = try Self.run(ThingsApp.self, "push-item-5")
        let frame = try render(try Self.frame(runner, at: try #require(began.first) + 0.15))
        goldens.check(frame, named: "things-push-halfway")
    }

    @Test("Cancelled interactions end exactly where they started", arguments: [
        ("guess-the-pet", "swipe-cancel"), ("guess-the-pet", "swipe-flick-back"), ("things", "edge-pop-cancel"),
        ("contacts", "edge-pop-cancel"),
    ])
    func cancelRestores(_ appID: String, _ name: String) throws {
        let app = try #require(DemoCatalog.app(named: appID))
        let (runner, began) = try Self.run(app, name)
        let interactive = try #require(began.last)
        let before = try render(try Self.frame(runner, at: interactive - 0.05))
        let after = try render(try #require(runner.frames.last).tree)
        var differing = 0
        for i in stride(from: 0, to: before.pixels.count, by: 4) where before.pixels[i..<i + 4] != after.pixels[i..<i + 4] {
            differing += 1
        }
        #expect(differing <= before.width * before.height / 1000, "\(differing) pixels differ after the cancel")
    }
}
