import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting
@testable import SegueDemos

/// Album (docs/DEMO-APPS.md): where each zoom scenario leaves the app, and
/// key frames of the zoom against 1x goldens.
@MainActor
@Suite("Album zoom scenarios", .transitionHarness)
struct AlbumTests {
    /// Runs `name`, returning the runner, its root and the times (from the
    /// scenario's start) at which transitions began.
    static func run(_ name: String, fps: Double = 120) throws -> (ScenarioRunner, UITabBarController, [Double]) {
        let scenario = try #require(AlbumApp.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: AlbumApp.self, scenario: scenario)
        let harness = runner.run(fps: fps)
        #expect(harness.violations == [])
        let began = harness.timeline.entries.compactMap { entry -> Double? in
            if case .began = entry.event { return entry.time - runner.startTime } else { return nil }
        }
        let root = try #require(harness.window.rootViewController as? UITabBarController)
        harness.tearDown()
        return (runner, root, began)
    }

    static func stack(_ root: UITabBarController) -> [UIViewController] {
        (root.viewControllers?.first as? UINavigationController)?.viewControllers ?? []
    }

    @Test("Each scenario leaves the stack UIKit would", arguments: [
        ("zoom-in", 2), ("drag-dismiss", 1), ("drag-dismiss-cancelled", 2), ("catch-mid-zoom-and-reverse", 1),
        ("swipe-then-dismiss", 1), ("edge-swipe-back", 1),
    ])
    func outcome(_ name: String, _ depth: Int) throws {
        let (_, root, began) = try Self.run(name, fps: 0)
        let stack = Self.stack(root)
        #expect(stack.count == depth)
        #expect(!began.isEmpty)
        if let grid = stack.first as? AlbumGridViewController {
            #expect(grid.thumbnails.allSatisfy { !$0.isHidden }, "every thumbnail is shown again")
        }
    }

    @Test("Swiping to another photo changes the photo the zoom returns to")
    func swipeChangesSource() throws {
        let harness = TransitionHarness(root: AlbumApp.makeRootViewController())
        defer { harness.tearDown() }
        let tabs = try #require(harness.window.rootViewController as? UITabBarController)
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        let g = try #require(nav.viewControllers.first as? AlbumGridViewController)
        harness.runUntilIdle()
        g.open(photoAt: 4)
        harness.runUntilIdle()
        let detail = try #require(nav.topViewController as? AlbumPhotoViewController)
        detail.show(5)
        nav.popViewController(animated: true)
        harness.advance(by: 0.05)
        // The source of the way back is hidden during the flight: the new photo's thumbnail.
        let thumbnail = try #require(g.thumbnail(at: 5))
        #expect(thumbnail.isHidden)
        #expect(g.thumbnail(at: 4)?.isHidden == false)
        harness.runUntilIdle()
        #expect(!thumbnail.isHidden)
    }

    let renderer: Renderer? = try? Renderer()

    func render(_ tree: RenderTree) throws -> Frame {
        let renderer = try #require(renderer, "EGL/GLES renderer unavailable")
        return try renderer.render(tree, scale: 1, background: .black)
    }

    static func frame(_ runner: ScenarioRunner, at time: Double) throws -> RenderTree {
        try #require(runner.frames.min { abs($0.time - time) < abs($1.time - time) }).tree
    }

    @Test("Key frames: mid-zoom (0.1 s in) and mid-drag (0.25 s into the dismissal drag)")
    func keyFrames() throws {
        let (zoom, _, zoomBegan) = try Self.run("zoom-in")
        let midZoom = try render(try Self.frame(zoom, at: try #require(zoomBegan.first) + 0.1))
        goldens.check(midZoom, named: "album-mid-zoom")
        let (drag, _, dragBegan) = try Self.run("drag-dismiss")
        let midDrag = try render(try Self.frame(drag, at: try #require(dragBegan.last) + 0.25))
        goldens.check(midDrag, named: "album-mid-drag")
    }
}
