import Foundation
import OpenUIKit
import SegueLive
import SegueRender
import SegueTesting

/// A named, scripted run of your own transition: a root view controller and a
/// script of taps, drags, presents and pushes on the virtual clock.
///
/// Declare one in a test and call `run()`; that is the whole registration. In an
/// ordinary `swift test` it runs headless like any harness test (invariant
/// violations are test issues). Run by the `segue-gallery` plugin it also writes its
/// inspector page, animated PNG and contact sheet into the gallery; run by
/// `segue-live` it opens in an X11 window first, the mouse as a finger:
///
/// ```swift
/// @MainActor @Test func cardFlipsUp() {
///     Scenario("card-flips-up", "Tap the card: it flips up over the list.") {
///         CardListViewController()
///     } script: { harness in
///         harness.tap(at: CGPoint(x: 195, y: 300))
///         harness.runUntilIdle()
///     }.run()
/// }
/// ```
///
/// ```sh
/// swift package --allow-writing-to-package-directory segue-gallery   # → gallery/index.html
/// swift package segue-live card-flips-up                             # an X11 window
/// ```
///
/// What `run()` does is decided by the environment the two plugins set (see
/// `ScenarioEnvironment`), so the same test serves all three.
@MainActor
public struct Scenario {
    /// The scenario's name: its folder in the gallery and its name for `segue-live`.
    /// Letters, digits, `-`, `_` and `.`; other characters become `-` in the folder name.
    public let name: String
    /// One sentence on what happens, shown in the gallery and on the inspector page.
    public let summary: String
    /// The screen size in points.
    public let size: CGSize
    private let makeRoot: @MainActor () -> UIViewController
    private let script: @MainActor (TransitionHarness) -> Void

    /// A scenario.
    /// - Parameters:
    ///   - name: its name (see `name`).
    ///   - summary: one sentence on what happens.
    ///   - size: the screen size in points (default 390 × 844, a portrait iPhone).
    ///   - root: makes a fresh root view controller (called once per run, and once more
    ///     for the live window).
    ///   - script: drives the harness that hosts the root: taps, drags, presents,
    ///     `advance(by:)`. The run settles (`runUntilIdle()`) after it.
    public init(_ name: String, _ summary: String = "", size: CGSize = CGSize(width: 390, height: 844),
                root: @escaping @MainActor () -> UIViewController,
                script: @escaping @MainActor (TransitionHarness) -> Void) {
        self.name = name
        self.summary = summary
        self.size = size
        self.makeRoot = root
        self.script = script
    }

    /// Runs the scenario headless on the virtual clock and returns its harness, still
    /// alive: its window, `timeline` and `violations` are the scenario's end state. Let
    /// it go (or call `tearDown()`) before creating another; the `.transitionHarness`
    /// trait tears it down at the end of the test.
    ///
    /// - With `SEGUE_LIVE` naming this scenario (or `*`), it first runs live in an
    ///   X11 window until the window is closed or `SEGUE_LIVE_SECONDS` pass
    ///   (`SEGUE_LIVE_SCREENSHOT`: a PNG of the window at the end; `SEGUE_LIVE_POINTER`: a
    ///   `PointerScript` played in it).
    /// - With `SEGUE_GALLERY_OUT` set, it records a frame every 1/`SEGUE_FPS` s (60)
    ///   and writes its pages into `<out>/<test module>/<name>/`, at `SEGUE_SCALE` (1),
    ///   with every frame as a PNG when `SEGUE_FRAMES=1`, then rewrites
    ///   `<out>/index.html` to list every scenario written there.
    ///
    /// - Throws: `LiveSession.Failure` when the live window cannot open; `PointerScript`'s
    ///   error when `SEGUE_LIVE_POINTER` does not parse;
    ///   `RendererError` when rendering cannot start; `ScenarioOutputError` when the
    ///   gallery cannot be written.
    ///
    /// - Parameters:
    ///   - environment: what to do (default: read from this process's environment).
    ///   - fileID: where the scenario runs (leave the defaults, here and below): the
    ///     harness is created as if there, and the gallery groups by its module.
    ///   - filePath: the file's path, for tools that open it.
    ///   - line: the line of the call.
    ///   - column: the column of the call.
    @discardableResult
    public func run(in environment: ScenarioEnvironment = .current, fileID: String = #fileID,
                    filePath: String = #filePath, line: Int = #line, column: Int = #column) throws -> TransitionHarness {
        if let live = environment.live, live == "*" || live == name {
            try runLive(environment)
        }
        let harness = TransitionHarness(root: makeRoot(), size: size, fileID: fileID, filePath: filePath, line: line,
                                        column: column)
        harness.runUntilIdle()
        let recorder = environment.galleryOut == nil ? nil : InspectorRecorder(harness, fps: environment.fps)
        script(harness)
        harness.runUntilIdle()
        harness.advance(by: 0.1)
        if let recorder, let out = environment.galleryOut {
            let group = String(fileID.prefix { $0 != "/" })
            let recording = recorder.recording(group: group, title: group, name: folderName, summary: summary)
            let folder = out.appendingPathComponent(recording.folder)
            let output = try InspectorRecorder.render(recording, scale: environment.scale, fps: environment.fps,
                                                      writeFrames: environment.writeFrames, folder: folder)
            let count = try ScenarioGallery.store(output, in: folder, root: out, scale: environment.scale,
                                                  fps: environment.fps)
            let line = String(format: "segue-gallery: [%d] %@: %d frames in %.1f s → %@\n", count, recording.folder,
                              output.frameCount, output.wallSeconds, folder.appendingPathComponent("inspector.html").path)
            FileHandle.standardError.write(Data(line.utf8))
        }
        return harness
    }

    /// `name` with every character but letters, digits, `-`, `_` and `.` replaced by `-`.
    var folderName: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "scenario" : cleaned
    }

    private func runLive(_ environment: ScenarioEnvironment) throws {
        let session = try LiveSession(rootViewController: makeRoot(), title: "Segue — \(name)", scale: environment.scale,
                                      screenSize: size)
        if let marker = environment.liveMarker { _ = FileManager.default.createFile(atPath: marker, contents: nil) }
        FileHandle.standardError.write(Data(String(format: "segue-live: %@ in X window 0x%lx (close it to go on)\n",
                                                   name, session.windowID).utf8))
        _ = try session.run(seconds: environment.liveSeconds,
                            script: try environment.livePointer.map { try PointerScript(parsing: $0) })
        if let path = environment.liveScreenshot {
            guard let shown = session.screenshot() else {
                throw ScenarioOutputError(path: path, reason: "could not read the window back from the X server")
            }
            try ScenarioGallery.writeAtomically(PNGCodec.encode(shown), to: URL(fileURLWithPath: path))
        }
    }
}
