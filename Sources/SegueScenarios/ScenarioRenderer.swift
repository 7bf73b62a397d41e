import Foundation
@_spi(SegueRender) import OpenUIKit
import SegueRender

/// One recorded frame: media time from the scenario's start, and the window's snapshot.
package struct RecordedFrame: Sendable {
    package let time: TimeInterval
    package let tree: RenderTree

    package init(time: TimeInterval, tree: RenderTree) {
        self.time = time
        self.tree = tree
    }
}

/// One scenario run on the virtual clock: its recorded snapshots and what the
/// page says about it. Immutable, so it can be rendered off the main thread.
package struct ScenarioRecording: Sendable {
    /// The group the scenario is shown under: the app's identifier (`things`), or the
    /// module of a user's scenario. With `scenario`, it names the scenario's folder.
    package let appIdentifier: String
    package let appTitle: String
    package let scenario: String
    package let summary: String
    package let frames: [RecordedFrame]
    package let transitions: Int
    package let violations: [String]
    /// Wall time of the run on the virtual clock (no rendering).
    package let runSeconds: Double
    /// The main thread's CPU time for the run.
    package var runCPUSeconds = 0.0
    /// Names of the layers seen, by layer ID (for the inspector).
    package var layerNames: [Int: String] = [:]
    /// The timeline from the scenario's start (for the inspector).
    package var events: [InspectorData.Event] = []

    /// `<appIdentifier>/<scenario>`, relative to the gallery's root.
    package var folder: String { "\(appIdentifier)/\(scenario)" }

    package init(appIdentifier: String, appTitle: String, scenario: String, summary: String, frames: [RecordedFrame],
                 transitions: Int, violations: [String], runSeconds: Double, runCPUSeconds: Double = 0,
                 layerNames: [Int: String] = [:], events: [InspectorData.Event] = []) {
        self.appIdentifier = appIdentifier
        self.appTitle = appTitle
        self.scenario = scenario
        self.summary = summary
        self.frames = frames
        self.transitions = transitions
        self.violations = violations
        self.runSeconds = runSeconds
        self.runCPUSeconds = runCPUSeconds
        self.layerNames = layerNames
        self.events = events
    }
}

/// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`):
/// what a phase cost, whatever else runs on the machine.
package func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Renders a recorded scenario and writes, into `<root>/<app>/<scenario>/`,
/// `animation.png` (an APNG), `contact-sheet.png`, `inspector.html` (the
/// scrubbable page, with the APNG and its data inside) and, with `writeFrames`,
/// every frame as `frame-NNNN.png`. Each file is written under a temporary
/// name and renamed, so an interrupted run never leaves a truncated image.
///
/// Touches no OpenUIKit state: it runs on any thread, one renderer per thread.
package struct ScenarioRenderer {
    package struct Output: Sendable, Codable {
        package let app: String
        package let scenario: String
        package let summary: String
        package let frameCount: Int
        /// Frames that draw the same picture as the one before (`RenderTree.drawsSamePicture`), reused without rendering.
        package let stillFrames: Int
        package let mediaSeconds: Double
        package let wallSeconds: Double
        package let transitions: Int
        package let violations: [String]
        package let folder: String
        /// Where the CPU time went (seconds of thread CPU time).
        package var phases = Phases()
    }

    /// CPU seconds by phase: running the scenario (main thread), drawing the
    /// frames and reading them back (the worker, llvmpipe's own threads not
    /// counted), encoding the APNG (filtering, compressing, writing), the
    /// thumbnails and contact sheet, and building and writing the inspector page.
    package struct Phases: Sendable, Codable {
        package var run = 0.0, draw = 0.0, encode = 0.0, sheet = 0.0, page = 0.0

        package init(run: Double = 0, draw: Double = 0, encode: Double = 0, sheet: Double = 0, page: Double = 0) {
            (self.run, self.draw, self.encode, self.sheet, self.page) = (run, draw, encode, sheet, page)
        }
        package static func + (a: Phases, b: Phases) -> Phases {
            Phases(run: a.run + b.run, draw: a.draw + b.draw, encode: a.encode + b.encode, sheet: a.sheet + b.sheet,
                   page: a.page + b.page)
        }
    }

    package let scale: CGFloat
    package let fps: Double
    package let writeFrames: Bool

    package init(scale: CGFloat, fps: Double, writeFrames: Bool) {
        self.scale = scale
        self.fps = fps
        self.writeFrames = writeFrames
    }

    /// Renders into `<root>/<recording.folder>/`.
    package func render(_ recording: ScenarioRecording, with renderer: Renderer, into root: URL) throws -> Output {
        try render(recording, with: renderer,
                   inFolder: root.appendingPathComponent(recording.appIdentifier).appendingPathComponent(recording.scenario))
    }

    /// Renders into `folder` itself (made if missing).
    package func render(_ recording: ScenarioRecording, with renderer: Renderer, inFolder folder: URL) throws -> Output {
        let start = DispatchTime.now().uptimeNanoseconds
        let recorded = recording.frames
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // One canvas for the whole strip (a rotation changes the window's size).
        let width = recorded.map(\.tree.rootSize.width).max() ?? 0
        let height = recorded.map(\.tree.rootSize.height).max() ?? 0
        let canvas = CGSize(width: (width * scale).rounded(), height: (height * scale).rounded())
        // Frames are compressed as they are rendered; only thumbnails of the contact sheet's picks are kept.
        let step = max(1, Int((Double(recorded.count) / 24).rounded(.up)))
        let picks = Array(stride(from: 0, to: recorded.count, by: step))
        var encoder: APNGEncoder?
        var sampled: [Frame] = []
        sampled.reserveCapacity(picks.count)
        var last: (tree: RenderTree, frame: Frame)?
        var stillFrames = 0
        var phases = Phases(run: recording.runCPUSeconds)
        var clock = threadCPUSeconds()
        /// Adds the thread's CPU time since the last call to `phase`.
        func lap(_ phase: WritableKeyPath<Phases, Double>) {
            let now = threadCPUSeconds()
            phases[keyPath: phase] += now - clock
            clock = now
        }
        for (i, r) in recorded.enumerated() {
            let frame: Frame
            if let last, r.tree.drawsSamePicture(as: last.tree) {
                frame = Frame(width: last.frame.width, height: last.frame.height, pixels: last.frame.pixels, time: r.tree.time)
                stillFrames += 1
            } else {
                lap(\.draw)
                frame = try renderer.render(r.tree, scale: scale, size: canvas, background: .black)
                lap(\.draw)
            }
            last = (r.tree, frame)
            // Sized by the first frame, as APNGWriter.encode does (the renderer may have reduced the canvas).
            // Frames are drawn over opaque black: RGB loses nothing.
            let current = encoder ?? APNGEncoder(width: frame.width, height: frame.height, fps: fps, opaque: true)
            encoder = current
            current.append(frame)
            lap(\.encode)
            if i % step == 0 {
                sampled.append(ContactSheet.thumbnail(of: frame, maximumWidth: GalleryPage.sheetThumbnailWidth))
            }
            lap(\.sheet)
            if writeFrames {
                try Data(PNGCodec.encode(frame)).write(to: folder.appendingPathComponent(String(format: "frame-%04d.png", i)),
                                                       options: .atomic)
                lap(\.encode)
            }
        }
        let animation = encoder?.finish() ?? APNGWriter.encode(frames: [], fps: fps)
        try Data(animation).write(to: folder.appendingPathComponent("animation.png"), options: .atomic)
        lap(\.encode)
        let data = InspectorData.json(trees: recorded.map(\.tree), names: recording.layerNames,
                                      events: recording.events, fps: fps)
        let page = InspectorPage.html(title: "\(recording.appTitle): \(recording.scenario)", summary: recording.summary,
                                      dataJSON: data, animation: animation)
        try Data(page.utf8).write(to: folder.appendingPathComponent("inspector.html"), options: .atomic)
        lap(\.page)
        let sheet = ContactSheet.make(frames: sampled, columns: GalleryPage.sheetColumns,
                                      labels: picks.map { String(format: "%.3f s", recorded[$0].time) },
                                      maximumThumbnailWidth: GalleryPage.sheetThumbnailWidth)
        try Data(PNGCodec.encode(sheet)).write(to: folder.appendingPathComponent("contact-sheet.png"), options: .atomic)
        lap(\.sheet)
        return Output(app: recording.appTitle, scenario: recording.scenario, summary: recording.summary,
                      frameCount: recorded.count, stillFrames: stillFrames, mediaSeconds: recorded.last?.time ?? 0,
                      wallSeconds: recording.runSeconds + Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                      transitions: recording.transitions, violations: recording.violations,
                      folder: recording.folder, phases: phases)
    }
}

extension RenderTree {
    /// Whether `other`'s layers are, byte for byte, these layers: then the two
    /// draw the same picture (the values are the same, and the references they
    /// hold are to immutable images, colours and paths, or to copy-on-write
    /// boxes a snapshot never changes). The converse does not hold (padding,
    /// -0 and 0), which only costs a render. About a fifth of the gallery's
    /// frames are still frames between and after transitions.
    func hasSameLayerBytes(as other: RenderTree) -> Bool {
        guard layers.count == other.layers.count else { return false }
        guard !layers.isEmpty else { return true }
        return layers.withUnsafeBytes { a in
            other.layers.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
