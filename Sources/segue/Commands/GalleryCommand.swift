import ArgumentParser
import Foundation
import SegueScenarios
import SegueDemos
import SegueRender

/// Options shared by `gallery` and `render`.
struct RenderOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 1
    @Option(help: "Frames per second of media time.") var fps: Double = 60

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240 (got \(fps))") }
    }
}

/// `segue gallery`: every scenario of every app, with an index page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Render every scenario of every app into a browsable gallery.")

    @Option(help: "Output folder.") var out = "gallery"
    @OptionGroup var options: RenderOptions
    @Flag(help: "Also write every frame as a PNG (the pages use only the APNG and the contact sheet).")
    var frames = false
    @Option(help: "Scenarios rendered at once (default: one per core).") var jobs: Int?
    @Flag(help: .hidden) var threads = false // render on threads of this process, not in worker processes

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
    }

    mutating func run() throws {
        let (out, options, frames, jobs, threads) = (self.out, self.options, self.frames, self.jobs, self.threads)
        try MainActor.assumeIsolated {
            var run = GalleryRun(root: URL(fileURLWithPath: out), scale: options.scale, fps: options.fps)
            run.writeFrames = frames
            if let jobs { run.workers = jobs }
            if !threads { run.workerExecutable = GalleryWorkerProcess.currentExecutable }
            let summary: GalleryRun.Summary
            do {
                summary = try run.run(progress: GalleryProgress())
            } catch let error as GalleryRun.OutputError {
                stderr("segue: cannot write the gallery to '\(error.path)': \(error.reason)\n")
                throw ExitCode(73) // EX_CANTCREAT
            }
            let frames = summary.outputs.reduce(0) { $0 + $1.frameCount }, still = summary.outputs.reduce(0) { $0 + $1.stillFrames }
            print("Wrote \(summary.outputs.count) scenarios (\(frames) frames, \(still) of them still frames drawn once) to \(run.root.path)/index.html in \(String(format: "%.1f", summary.seconds)) s (\(String(format: "%.1f", summary.cpuSeconds)) s of CPU time)")
            for o in summary.outputs where !o.violations.isEmpty {
                print("  \(o.folder): \(o.violations.joined(separator: "; "))")
            }
        }
    }
}

/// `segue render <app> <scenario>`: one scenario.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render one scenario of one app.")

    @Argument(help: "The app (see `segue list`).") var app: String
    @Argument(help: "The scenario (see `segue list`).") var scenario: String
    @Option(help: "Output folder.") var out = "gallery"
    @OptionGroup var options: RenderOptions
    @Flag(help: "Skip writing individual frame PNGs (APNG and contact sheet only).") var noFrames = false
    @Flag(help: "Dark mode: the window's overrideUserInterfaceStyle is .dark.") var dark = false

    mutating func run() throws {
        let (appName, scenarioName, out, options, noFrames, dark) = (app, scenario, self.out, self.options, self.noFrames, self.dark)
        try MainActor.assumeIsolated {
            let app = try demoApp(named: appName)
            guard let scenario = app.scenarios.first(where: { $0.name == scenarioName }) else {
                throw ValidationError("unknown scenario '\(scenarioName)' for \(appName); choose one of: \(app.scenarios.map(\.name).joined(separator: ", "))")
            }
            let sr = ScenarioRenderer(scale: CGFloat(options.scale), fps: options.fps, writeFrames: !noFrames)
            let root = URL(fileURLWithPath: out)
            let folder = root.appendingPathComponent(app.identifier).appendingPathComponent(scenario.name)
            if let reason = ScenarioOutputError.folderReason(folder) { try cannotWrite(folder.path, reason) }
            let recording = ScenarioRecording.record(app: app, scenario: scenario, fps: options.fps, dark: dark)
            let o: ScenarioRenderer.Output
            do {
                o = try sr.render(recording, with: try Renderer(), into: root)
            } catch let error as RendererError {
                throw error
            } catch {
                try cannotWrite(folder.path, ScenarioOutputError.reason(error))
            }
            print("\(o.folder): \(o.frameCount) frames, \(o.transitions) transition(s), \(String(format: "%.2f", o.wallSeconds)) s → \(out)/\(o.folder)")
        }
    }
}

/// `segue list`: the apps and their scenarios.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the apps and their scenarios.")

    mutating func run() throws {
        MainActor.assumeIsolated {
            for app in DemoCatalog.apps {
                print("\(app.identifier) — \(app.title)")
                for s in app.scenarios { print("  \(s.name): \(s.summary)") }
            }
        }
    }
}

func stderr(_ s: String) { FileHandle.standardError.write(s.data(using: .utf8)!) }

/// Prints `segue: cannot write '<path>': <reason>` (one line, the operating system's
/// words) and exits 73 (`EX_CANTCREAT`), as every command does for an output it cannot write.
func cannotWrite(_ path: String, _ reason: String) throws -> Never {
    stderr("segue: cannot write '\(path)': \(reason)\n")
    throw ExitCode(73)
}

/// The app a command line names, or a usage error listing the apps.
@MainActor
func demoApp(named name: String) throws -> any DemoApp.Type {
    guard let app = DemoCatalog.app(named: name) else {
        throw ValidationError("unknown app '\(name)'; choose one of: \(DemoCatalog.apps.map { $0.identifier }.joined(separator: ", "))"
                              + " (your own scenarios: `swift package segue-gallery` and `segue-live` in your package; README)")
    }
    return app
}
