import ArgumentParser
import Foundation
import SegueDemos
import SegueRender

/// Options shared by `gallery` and `render`.
struct RenderOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 1
    @Option(help: "Frames per second of media time.") var fps: Double = 60
    @Flag(help: "Skip writing individual frame PNGs (APNG and contact sheet only).") var noFrames = false

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

    mutating func run() throws {
        let (out, options) = (self.out, self.options)
        try MainActor.assumeIsolated {
            let start = DispatchTime.now().uptimeNanoseconds
            let root = URL(fileURLWithPath: out)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let renderer = try Renderer()
            let sr = ScenarioRenderer(renderer: renderer, scale: CGFloat(options.scale), fps: options.fps, writeFrames: !options.noFrames)
            var outputs: [ScenarioRenderer.Output] = []
            let total = DemoCatalog.apps.reduce(0) { $0 + $1.scenarios.count }
            for app in DemoCatalog.apps {
                for scenario in app.scenarios {
                    stderr("[\(outputs.count + 1)/\(total)] \(app.identifier)/\(scenario.name)…")
                    let o = try sr.render(app: app, scenario: scenario, into: root)
                    stderr(String(format: " %d frames in %.2f s\n", o.frameCount, o.wallSeconds))
                    outputs.append(o)
                }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let html = GalleryPage.html(outputs, scale: Double(options.scale), fps: options.fps, totalSeconds: seconds)
            try html.write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            print("Wrote \(outputs.count) scenarios to \(root.path)/index.html in \(String(format: "%.1f", seconds)) s")
            let bad = outputs.filter { !$0.violations.isEmpty }
            for o in bad { print("  \(o.folder): \(o.violations.joined(separator: "; "))") }
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

    mutating func run() throws {
        let (appName, scenarioName, out, options) = (app, scenario, self.out, self.options)
        try MainActor.assumeIsolated {
            let app = try demoApp(named: appName)
            guard let scenario = app.scenarios.first(where: { $0.name == scenarioName }) else {
                throw ValidationError("unknown scenario '\(scenarioName)' for \(appName); choose one of: \(app.scenarios.map(\.name).joined(separator: ", "))")
            }
            let sr = ScenarioRenderer(renderer: try Renderer(), scale: CGFloat(options.scale), fps: options.fps, writeFrames: !options.noFrames)
            let o = try sr.render(app: app, scenario: scenario, into: URL(fileURLWithPath: out))
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

/// The app a command line names, or a usage error listing the apps.
@MainActor
func demoApp(named name: String) throws -> any DemoApp.Type {
    guard let app = DemoCatalog.app(named: name) else {
        throw ValidationError("unknown app '\(name)'; choose one of: \(DemoCatalog.apps.map { $0.identifier }.joined(separator: ", "))")
    }
    return app
}
