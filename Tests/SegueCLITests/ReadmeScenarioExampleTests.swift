import Foundation
import SegueScenarios
import SegueTesting
import Testing
import UIKit

// The README's scenario ("Your own scenarios"), as a user writes it, with a home
// screen that presents a detail through the README's fade on a tap, run into a
// temporary gallery as `segue-gallery` runs it.

private final class ReadmeFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        toView.alpha = 0
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

private final class HomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.showDetail(_:)))
    }

    func showDetail(_ sender: UITapGestureRecognizer) {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemOrange
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ReadmeFadeAnimator()
    }
}

@Suite(.transitionHarness) struct ReadmeScenarioExampleTests {
    @MainActor @Test func theScenarioWritesItsPagesIntoTheGallery() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-scenario-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let environment = ScenarioEnvironment(["SEGUE_GALLERY_OUT": out.path, "SEGUE_FPS": "30"])

        let harness = try Scenario("fade-presents", "Tap home: the detail fades in.") {
            HomeViewController()                       // your root view controller
        } script: { harness in
            harness.tap(at: CGPoint(x: 195, y: 422))   // taps, drags, present/push, advance(by:)
        }.run(in: environment)

        #expect(harness.violations.isEmpty)
        #expect(harness.window.rootViewController?.presentedViewController != nil)
        // The group is the test module; the folder the scenario's name.
        let folder = out.appendingPathComponent("SegueCLITests/fade-presents")
        for file in ["inspector.html", "animation.png", "contact-sheet.png", "scenario.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"SegueCLITests/fade-presents/inspector.html\""))
        #expect(index.contains("Tap home: the detail fades in."))
        let page = try String(contentsOf: folder.appendingPathComponent("inspector.html"), encoding: .utf8)
        #expect(page.contains("<h1>SegueCLITests: fade-presents</h1>"))
        #expect(page.contains("completeTransition(true)"))
        // A 0.3 s fade recorded at 30 fps, plus the 0.1 s the run waits after it: at least 12 frames.
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("scenario.json")))
            as? [String: Any]
        #expect((record?["frameCount"] as? Int ?? 0) >= 12)
        #expect(record?["transitions"] as? Int == 1)
        // The animation is an APNG: PNG signature and an acTL chunk.
        let animation = try Data(contentsOf: folder.appendingPathComponent("animation.png"))
        #expect(Array(animation.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(animation.range(of: Data("acTL".utf8)) != nil)
    }

    @MainActor @Test func withoutAGalleryTheScenarioOnlyRuns() throws {
        let harness = try Scenario("fade-presents") { HomeViewController() } script: { harness in
            harness.tap(at: CGPoint(x: 195, y: 422))
        }.run(in: ScenarioEnvironment([:]))
        #expect(harness.window.rootViewController?.presentedViewController != nil)
        #expect(harness.violations.isEmpty)
    }
}

struct ScenarioEnvironmentTests {
    @Test func defaultsAndValuesOutOfRange() {
        let empty = ScenarioEnvironment([:])
        #expect(empty.galleryOut == nil && empty.scale == 1 && empty.fps == 60 && !empty.writeFrames && empty.live == nil)
        let bad = ScenarioEnvironment(["SEGUE_SCALE": "4", "SEGUE_FPS": "0", "SEGUE_LIVE_SECONDS": "-1", "SEGUE_GALLERY_OUT": ""])
        #expect(bad.scale == 1 && bad.fps == 60 && bad.liveSeconds == nil && bad.galleryOut == nil)
        let set = ScenarioEnvironment(["SEGUE_SCALE": "2", "SEGUE_FPS": "30", "SEGUE_FRAMES": "1", "SEGUE_LIVE": "*",
                                       "SEGUE_LIVE_SECONDS": "2.5", "SEGUE_GALLERY_OUT": "/tmp/g"])
        #expect(set.scale == 2 && set.fps == 30 && set.writeFrames && set.live == "*" && set.liveSeconds == 2.5)
        #expect(set.galleryOut?.path == "/tmp/g")
    }
}

@Suite(.transitionHarness) struct InspectorRecorderTests {
    @MainActor @Test func keepsAFrameEveryIntervalOfMediaTime() {
        let harness = TransitionHarness(root: UIViewController())
        let recorder = InspectorRecorder(harness, fps: 10)
        harness.advance(by: 0.5)
        // Frames at 0, 0.1, …, 0.5 s: six (the last one if the clock's tick lands on 0.5 s).
        #expect((5...6).contains(recorder.frameCount))
        recorder.stop()
        harness.advance(by: 0.5)
        #expect((5...6).contains(recorder.frameCount))
    }

    @MainActor @Test func anUnwritableFolderIsOneLineNotAFoundationDump() throws {
        let path = try GalleryCommandTests.blockedPath()
        defer { GalleryCommandTests.removeBlocker(of: path) }
        let harness = TransitionHarness(root: UIViewController())
        let recorder = InspectorRecorder(harness)
        harness.advance(by: 0.1)
        #expect {
            try recorder.writePages(to: URL(fileURLWithPath: path), title: "blocked")
        } throws: { error in
            (error as? ScenarioOutputError)?.description == "cannot write '\(path)': \(String(cString: strerror(ENOTDIR)))"
        }
    }
}
