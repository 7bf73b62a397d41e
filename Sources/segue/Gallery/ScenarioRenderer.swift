import Foundation
import OpenUIKit
import SegueDemos
import SegueRender

/// Runs one scenario on the virtual clock and writes its frames, an animated
/// PNG and a contact sheet into a folder.
@MainActor
struct ScenarioRenderer {
    struct Output {
        let app: String
        let scenario: String
        let summary: String
        let frameCount: Int
        let mediaSeconds: Double
        let wallSeconds: Double
        let transitions: Int
        let violations: [String]
        let folder: String
    }

    let renderer: Renderer
    let scale: CGFloat
    let fps: Double
    let writeFrames: Bool

    func render(app: any DemoApp.Type, scenario: Scenario, into root: URL) throws -> Output {
        let start = DispatchTime.now().uptimeNanoseconds
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let harness = runner.run(fps: fps)
        let recorded = runner.frames
        let folder = root.appendingPathComponent(app.identifier).appendingPathComponent(scenario.name)
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
        for (i, r) in recorded.enumerated() {
            let frame = try renderer.render(r.tree, scale: scale, size: canvas, background: .black)
            // Sized by the first frame, as APNGWriter.encode does (the renderer may have reduced the canvas).
            let current = encoder ?? APNGEncoder(width: frame.width, height: frame.height, fps: fps)
            encoder = current
            current.append(frame)
            if i % step == 0 { sampled.append(ContactSheet.thumbnail(of: frame)) }
            if writeFrames {
                let name = String(format: "frame-%04d.png", i)
                try Data(PNGCodec.encode(frame)).write(to: folder.appendingPathComponent(name))
            }
        }
        try Data(encoder?.finish() ?? APNGWriter.encode(frames: [], fps: fps)).write(to: folder.appendingPathComponent("animation.png"))
        let sheet = ContactSheet.make(frames: sampled, columns: 6,
                                      labels: picks.map { String(format: "%.3f s", recorded[$0].time) })
        try Data(PNGCodec.encode(sheet)).write(to: folder.appendingPathComponent("contact-sheet.png"))
        let transitions = harness.timeline.events.filter { if case .began = $0 { return true }; return false }.count
        let violations = harness.violations
        harness.tearDown()
        return Output(app: app.title, scenario: scenario.name, summary: scenario.summary, frameCount: recorded.count,
                      mediaSeconds: recorded.last?.time ?? 0,
                      wallSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                      transitions: transitions, violations: violations,
                      folder: "\(app.identifier)/\(scenario.name)")
    }
}
