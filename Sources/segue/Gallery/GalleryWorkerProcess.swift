import Foundation
import SegueScenarios
import SegueDemos

/// One `segue gallery-worker` child process, seen from the parent: it renders the
/// scenarios it is sent, one at a time, and answers each with its
/// `ScenarioRenderer.Output`.
///
/// Why processes and not threads: Mesa's llvmpipe has one rasteriser per screen
/// (per process), and every context's frames queue for it, so rendering threads of
/// one process rasterise one after another. Each process has a rasteriser of its
/// own; with one process a core and llvmpipe rasterising in the drawing thread
/// (`LP_NUM_THREADS=0`), the scenarios really run side by side.
///
/// The protocol is one line each way per scenario: the parent writes the
/// scenario's index in `GalleryWorkerProcess.scenarios` and a newline to the
/// child's standard input; the child writes one line of JSON, a `Reply`, to its
/// standard output. The child's own log lines go to standard error, which it
/// shares with the parent. Closing the child's input ends it.
final class GalleryWorkerProcess: @unchecked Sendable {
    /// The child's answer for one scenario.
    struct Reply: Codable {
        var output: ScenarioRenderer.Output?
        /// The renderer could not start or draw (the message of its `RendererError`).
        var error: String?
        /// A file could not be written, in the operating system's words.
        var writeError: String?
    }

    /// A child failed: it answered with an error, or it stopped without answering.
    struct WorkerError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every scenario of every app, in catalogue order: what an index means to both sides.
    @MainActor
    static var scenarios: [(app: any DemoApp.Type, scenario: SegueDemos.Scenario)] {
        DemoCatalog.apps.flatMap { app in app.scenarios.map { (app, $0) } }
    }

    /// Set by `segue`'s entry point: the running executable is the `segue` binary.
    /// (A test process that runs `GalleryCommand` is not, and renders on threads.)
    nonisolated(unsafe) static var isSegueExecutable = false

    /// The executable running now when it is the `segue` binary, to start children from.
    static var currentExecutable: URL? {
        guard isSegueExecutable, let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: path)
    }

    private let process = Process()
    /// The child's process ID.
    var processIdentifier: Int32 { process.processIdentifier }
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    /// Starts `executable gallery-worker` for `root` at `scale` and `fps`. Unless the
    /// environment sets `LP_NUM_THREADS` already, `rasterInThread` makes llvmpipe
    /// rasterise in the child's drawing thread (right when there is a child a core).
    init(executable: URL, root: URL, scale: Int, fps: Double, writeFrames: Bool, rasterInThread: Bool) throws {
        process.executableURL = executable
        process.arguments = ["gallery-worker", "--out", root.path, "--scale", "\(scale)", "--fps", "\(fps)"]
            + (writeFrames ? ["--frames"] : [])
        var environment = ProcessInfo.processInfo.environment
        if rasterInThread, environment["LP_NUM_THREADS"] == nil { environment["LP_NUM_THREADS"] = "0" }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        // A child that dies makes writes to its input fail with EPIPE (reported as a
        // `WorkerError`), not end this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
    }

    /// Has the child render the scenario at `index` and returns what it wrote; throws
    /// `GalleryRun.OutputError` for a file the child could not write, `WorkerError` otherwise.
    func render(scenarioAt index: Int, name: String, root: URL) throws -> ScenarioRenderer.Output {
        guard write(Array("\(index)\n".utf8)) else {
            throw WorkerError(description: "the gallery worker for \(name) stopped before it started (\(exitDescription()))")
        }
        guard let line = readLine() else {
            throw WorkerError(description: "the gallery worker stopped while rendering \(name) (\(exitDescription()))")
        }
        let reply: Reply
        do {
            reply = try JSONDecoder().decode(Reply.self, from: Data(line))
        } catch {
            throw WorkerError(description: "the gallery worker answered \(name) with something unreadable: \(String(decoding: line, as: UTF8.self))")
        }
        if let output = reply.output { return output }
        if let reason = reply.writeError { throw GalleryRun.OutputError(path: root.path, reason: reason) }
        throw WorkerError(description: reply.error ?? "the gallery worker rendered nothing for \(name)")
    }

    /// Closes the child's input (it ends once its current scenario is written) and waits for it.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The next line of the child's output, without its newline; nil at the end of it.
    private func readLine() -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// Writes all of `bytes` to the child's input; false once the child has closed it.
    private func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// How the child ended, once it has: "exit status N" or "signal N".
    private func exitDescription() -> String {
        process.waitUntilExit()
        switch process.terminationReason {
        case .uncaughtSignal: return "signal \(process.terminationStatus)"
        default: return "exit status \(process.terminationStatus)"
        }
    }
}
