import ArgumentParser
import Foundation
import SegueScenarios
import SegueRender

/// `segue gallery-worker`: the child process `segue gallery` starts for each core
/// (see `GalleryWorkerProcess`). It reads scenario indices from standard input,
/// one a line, and for each runs and renders that scenario into `--out`, answering
/// with one line of JSON on standard output. Not for people: it is hidden from help.
struct GalleryWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery-worker", abstract: "Render gallery scenarios named on standard input (used by `segue gallery`).",
        shouldDisplay: false)

    @Option(help: "Output folder.") var out: String
    @OptionGroup var options: RenderOptions
    @Flag(help: "Also write every frame as a PNG.") var frames = false

    mutating func run() throws {
        let (out, options, frames) = (self.out, self.options, self.frames)
        // Replies get the real standard output; anything else printed goes to standard error.
        let replies = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        MainActor.assumeIsolated {
            let scenarios = GalleryWorkerProcess.scenarios
            let renderer = ScenarioRenderer(scale: CGFloat(options.scale), fps: options.fps, writeFrames: frames)
            let root = URL(fileURLWithPath: out)
            var gl: Renderer?
            while let line = Swift.readLine() {
                var reply = GalleryWorkerProcess.Reply()
                if let index = Int(line), scenarios.indices.contains(index) {
                    let (app, scenario) = scenarios[index]
                    do {
                        let current = try gl ?? Renderer()
                        gl = current
                        let recording = ScenarioRecording.record(app: app, scenario: scenario, fps: options.fps)
                        reply.output = try renderer.render(recording, with: current, into: root)
                    } catch let error as RendererError {
                        reply.error = "\(error)"
                    } catch {
                        reply.writeError = GalleryRun.reason(error)
                    }
                } else {
                    reply.error = "no scenario has the index '\(line)' (there are \(scenarios.count))"
                }
                var data = (try? JSONEncoder().encode(reply)) ?? Data(#"{"error":"the reply could not be encoded"}"#.utf8)
                data.append(UInt8(ascii: "\n"))
                replies.write(data)
            }
        }
    }
}
