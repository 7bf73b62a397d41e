import Foundation
import OpenUIKit
import SegueDemos
import SegueRender

/// Renderer timings of each reference app's scene mid-transition.
@MainActor
enum SceneRenderBenchmark {
    struct Row {
        let scene: String
        let results: [(scale: CGFloat, medianMilliseconds: Double, floorMilliseconds: Double, drawMilliseconds: Double,
                       cpuMilliseconds: Double)]
    }

    static let scenes: [(any DemoApp.Type, String)] = [
        (GuessThePetApp.self, "present"), (ThingsApp.self, "push-item-5"),
        (LocketCardApp.self, "present"), (BeginnerCookApp.self, "present-herb-0"),
        // A full-screen backdrop blur and a circular mask on screen together.
        (LocketCardApp.self, "reveal-photo"),
    ]

    /// The snapshot half-way through the first transition of a scenario.
    static func midTransitionTree(_ app: any DemoApp.Type, _ name: String) -> RenderTree? {
        guard let scenario = app.scenarios.first(where: { $0.name == name }) else { return nil }
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let harness = runner.run(fps: 120)
        let began = harness.timeline.entries.first { if case .began = $0.event { return true }; return false }?.time ?? runner.startTime
        let ended = harness.timeline.entries.first { if case .ended = $0.event { return true }; return false }?.time ?? began
        let middle = (began + ended) / 2 - runner.startTime
        harness.tearDown()
        return runner.frames.min { abs($0.time - middle) < abs($1.time - middle) }?.tree
    }

    /// Every scene, or with `SEGUE_BENCH_SCENE` set, those whose name contains it (profiling);
    /// at 1x, 2x and 3x, or at the scales `SEGUE_BENCH_SCALES` lists (comma-separated, "1,2").
    static func run(iterations: Int) throws -> [Row] {
        var rows: [Row] = []
        let environment = ProcessInfo.processInfo.environment
        let only = environment["SEGUE_BENCH_SCENE"]
        let listed = (environment["SEGUE_BENCH_SCALES"] ?? "").split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter { $0 > 0 && $0 <= 4 }
        let scales: [CGFloat] = listed.isEmpty ? [1, 2, 3] : listed.map { CGFloat($0) }
        for (app, name) in scenes where only.map({ "\(app.identifier)/\(name)".contains($0) }) ?? true {
            guard let tree = midTransitionTree(app, name) else { continue }
            let results = try RenderBenchmark.measure(tree: tree, scales: scales, iterations: iterations)
            rows.append(Row(scene: "\(app.identifier)/\(name)", results: results))
        }
        return rows
    }

    /// Renders a 60-frame sequence at 2x and returns the process's peak resident memory.
    static func sequencePeakMemory() throws -> Int {
        let renderer = try Renderer()
        guard let scenario = GuessThePetApp.scenarios.first(where: { $0.name == "present" }) else { return 0 }
        let runner = ScenarioRunner(app: GuessThePetApp.self, scenario: scenario)
        runner.run(fps: 60).tearDown()
        // Rendered and compressed one frame at a time: only the compressed chunks stay.
        var encoder: APNGEncoder?
        for recorded in runner.frames.prefix(60) {
            let frame = try renderer.render(recorded.tree, scale: 2)
            let e = encoder ?? APNGEncoder(width: frame.width, height: frame.height, fps: 60)
            encoder = e
            e.append(frame)
        }
        _ = encoder?.finish()
        return ProcessMemory.peakResidentBytes
    }
}
