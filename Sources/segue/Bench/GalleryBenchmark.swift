import Foundation
import SegueScenarios

/// `segue gallery`'s main job timed as a user runs it: every scenario of
/// every app at 1x and 60 fps into a temporary folder (removed afterwards),
/// the rendering run only.
enum GalleryBenchmark {
    struct Result {
        let scenarios: Int
        let frames: Int
        let seconds: Double
        /// CPU time of the process over the run (all threads).
        let cpuSeconds: Double
        /// The phases' CPU seconds summed over the scenarios.
        let phases: ScenarioRenderer.Phases
    }

    @MainActor
    static func run() throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-bench-gallery-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = GalleryRun(root: folder, scale: 1, fps: 60)
        run.workerExecutable = GalleryWorkerProcess.currentExecutable
        let summary = try run.run(progress: nil)
        return Result(scenarios: summary.outputs.count, frames: summary.outputs.reduce(0) { $0 + $1.frameCount },
                      seconds: summary.seconds, cpuSeconds: summary.cpuSeconds,
                      phases: summary.outputs.reduce(ScenarioRenderer.Phases()) { $0 + $1.phases })
    }

    @MainActor
    static func report() {
        do {
            let r = try run()
            let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
                .split(separator: " ").first.map(String.init) ?? "n/a"
            print("gallery: \(r.scenarios) scenarios, \(r.frames) frames at 1x and 60 fps, \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)")
            print(String(format: "  %.1f s  (target ≤ 10 s), %.1f s of CPU time", r.seconds, r.cpuSeconds))
            let p = r.phases
            print(String(format: "  CPU time: run %.1f s, draw and read back %.1f s (+ llvmpipe's threads), APNG %.1f s, contact sheets %.1f s, inspector pages %.1f s",
                         p.run, p.draw, p.encode, p.sheet, p.page))
        } catch {
            print("gallery: unavailable (\(error))")
        }
    }
}
