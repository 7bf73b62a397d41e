import Foundation
@_spi(SegueRender) import OpenUIKit
import SegueRender
import SegueTesting

/// Records what a `TransitionHarness` shows, frame by frame, so that the run can be
/// looked at afterwards: an inspector page (scrubber, timeline, curves, exploded
/// layers), an animated PNG and a contact sheet, as `segue gallery` writes for the
/// reference apps.
///
/// Attach one to any harness in a test, drive the harness as usual, and write the
/// pages, for example when the test is about to fail, so the reviewer has them:
///
/// ```swift
/// let harness = TransitionHarness(root: home)
/// let recorder = InspectorRecorder(harness)          // records from now on
/// home.present(detail, animated: true)
/// harness.runUntilIdle()
/// if !harness.violations.isEmpty {
///     let page = try recorder.writePages(to: URL(fileURLWithPath: "/tmp/fade"), title: "Fade")
///     Issue.record("invariants broken; see \(page.path)")
/// }
/// ```
///
/// A frame is kept every 1/`fps` s of media time, at the first commit at or after
/// that time (the window's committed snapshot, as the screen would show it); frame
/// times are relative to the recorder's creation. Keeping frames costs memory (the
/// snapshots), not rendering: nothing is drawn until `writePages`.
@MainActor
public final class InspectorRecorder {
    /// The harness recorded.
    public let harness: TransitionHarness
    /// Frames per second of media time.
    public let fps: Double
    /// The harness's media time when recording started.
    public let startTime: TimeInterval
    private(set) var frames: [RecordedFrame] = []
    private let names = InspectorRecording()
    private var token: Int?
    private let startedAt = DispatchTime.now().uptimeNanoseconds

    /// Starts recording `harness` at `fps` frames per second of media time (1 to 240).
    public init(_ harness: TransitionHarness, fps: Double = 60) {
        self.harness = harness
        self.fps = min(max(fps.isFinite ? fps : 60, 1), 240)
        startTime = harness.now
        var next = startTime
        let interval = 1 / self.fps
        token = harness.clock.addCommitObserver { [weak self] now in
            guard let self else { return }
            while now + 1e-9 >= next {
                if let tree = self.harness.window.committedRenderTree {
                    self.frames.append(RecordedFrame(time: next - self.startTime, tree: tree))
                    self.names.observe(self.harness)
                }
                next += interval
            }
        }
    }

    /// The frames kept so far.
    public var frameCount: Int { frames.count }

    /// Stops keeping frames (writing the pages stops it too). Idempotent.
    public func stop() {
        if let token { harness.clock.removeCommitObserver(token) }
        token = nil
    }

    /// What was recorded, ready to render: the frames, the layer names and the timeline
    /// from the recorder's start. Stops recording.
    func recording(group: String, title: String, name: String, summary: String) -> ScenarioRecording {
        stop()
        let transitions = harness.timeline.events.filter { if case .began = $0 { return true }; return false }.count
        return ScenarioRecording(appIdentifier: group, appTitle: title, scenario: name, summary: summary, frames: frames,
                                 transitions: transitions, violations: harness.violations,
                                 runSeconds: Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9,
                                 layerNames: names.names,
                                 events: InspectorRecording.events(of: harness.timeline, from: startTime))
    }

    /// Stops recording and writes into `folder` (made if missing) `inspector.html`,
    /// `animation.png` (an animated PNG) and `contact-sheet.png`, and with `writeFrames`
    /// every frame as `frame-NNNN.png`, each file atomically. Returns the inspector
    /// page's URL.
    ///
    /// - Parameters:
    ///   - folder: where the files go; its last component names the scenario on the page.
    ///   - title: the page's heading.
    ///   - summary: a sentence under it.
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - writeFrames: also write every frame as `frame-NNNN.png`.
    /// - Throws: `RendererError` when EGL/GLES cannot start (the error names what is
    ///   missing); `ScenarioOutputError` (one line: the path and the operating system's
    ///   reason) when `folder` cannot be written.
    @discardableResult
    public func writePages(to folder: URL, title: String, summary: String = "", scale: Int = 1,
                           writeFrames: Bool = false) throws -> URL {
        let recording = recording(group: "", title: title, name: folder.lastPathComponent, summary: summary)
        _ = try Self.render(recording, scale: scale, fps: fps, writeFrames: writeFrames, folder: folder)
        return folder.appendingPathComponent("inspector.html")
    }

    /// Renders `recording` into `folder` with this process's shared renderer.
    static func render(_ recording: ScenarioRecording, scale: Int, fps: Double, writeFrames: Bool,
                       folder: URL) throws -> ScenarioRenderer.Output {
        if let reason = ScenarioOutputError.folderReason(folder) {
            throw ScenarioOutputError(path: folder.path, reason: reason)
        }
        let renderer = try sharedRenderer()
        let scenarioRenderer = ScenarioRenderer(scale: CGFloat(min(max(scale, 1), 3)), fps: fps, writeFrames: writeFrames)
        do {
            return try scenarioRenderer.render(recording, with: renderer, inFolder: folder)
        } catch let error as RendererError {
            throw error
        } catch {
            throw ScenarioOutputError(path: folder.path, reason: ScenarioOutputError.reason(error))
        }
    }

    private static var renderer: Renderer?

    /// One renderer for the process (an EGL context is expensive to create).
    static func sharedRenderer() throws -> Renderer {
        if let renderer { return renderer }
        let made = try Renderer()
        renderer = made
        return made
    }
}
