import Foundation
import SegueScenarios
import SegueDemos
import SegueRender

/// `segue gallery`'s work: every scenario of every app run on the main actor
/// (OpenUIKit is main-actor) and rendered by workers that always take the longest
/// waiting scenario, so that no long one is left to a single core at the end.
///
/// A worker is a child process (`segue gallery-worker`, see `GalleryWorkerProcess`)
/// when `workerExecutable` is set, as the command sets it: the child runs the scenario
/// again and renders it, and llvmpipe rasterises in each child's own thread, so the
/// workers use the cores side by side. Otherwise (tests, or a child that cannot be
/// started) a worker is a thread with its own `Renderer` (an EGL context per thread;
/// `RenderTree` snapshots are immutable values), and llvmpipe's one rasteriser is
/// shared. Here the run records every scenario first either way (running takes about
/// 1 % of the time): its frame count decides the order.
///
/// The index page is replaced by an "in progress" page before anything else
/// is written and by the real one, atomically, at the end: an interrupted run
/// leaves a page that says it is incomplete, never one that looks complete.
struct GalleryRun {
    struct Summary {
        let outputs: [ScenarioRenderer.Output]
        let seconds: Double
        /// The process's CPU time over the run, all threads (llvmpipe's too).
        var cpuSeconds = 0.0
    }

    /// The output folder could not be created or written.
    struct OutputError: Error {
        let path: String
        let reason: String
    }

    let root: URL
    let scale: Int
    let fps: Double
    var writeFrames = false
    var workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// The `segue` binary to start worker processes from; nil: render on threads of this process.
    var workerExecutable: URL?

    @MainActor
    func run(progress: GalleryProgress?) throws -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = Self.processCPUSeconds()
        let index = root.appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(GalleryPage.inProgressHTML.utf8).write(to: index, options: .atomic)
        } catch {
            throw OutputError(path: root.path, reason: Self.folderReason(root) ?? Self.reason(error))
        }
        let scenarios = GalleryWorkerProcess.scenarios
        progress?.begin(total: scenarios.count)

        let state = SharedState(count: scenarios.count)
        let renderer = ScenarioRenderer(scale: CGFloat(scale), fps: fps, writeFrames: writeFrames)
        let root = self.root
        let children = startWorkerProcesses()
        let threads = (0..<workers).map { k in
            Thread {
                var gl: Renderer?
                while let (i, recording) = state.next() {
                    do {
                        let output: ScenarioRenderer.Output
                        if let child = children?[k] {
                            output = try child.render(scenarioAt: i, name: recording.folder, root: root)
                        } else {
                            let current = try gl ?? Renderer()
                            gl = current
                            output = try renderer.render(recording, with: current, into: root)
                        }
                        state.store(output, at: i)
                        progress?.finished(output)
                    } catch {
                        state.fail(error)
                    }
                }
                state.workerDone()
            }
        }
        for thread in threads {
            thread.stackSize = 8 << 20 // as the main thread's: the renderer recurses down the layer tree
            thread.start()
        }
        for (i, (app, scenario)) in scenarios.enumerated() {
            if state.failed { break }
            let recording = ScenarioRecording.record(app: app, scenario: scenario, fps: fps)
            progress?.recorded(frames: recording.frames.count)
            state.add(recording, at: i)
        }
        state.finishAdding()
        state.waitForWorkers(workers)
        children?.forEach { $0.finish() }
        if let error = state.error {
            if error is RendererError || error is GalleryWorkerProcess.WorkerError { throw error }
            if let error = error as? OutputError { throw error }
            throw OutputError(path: root.path, reason: Self.reason(error))
        }
        let outputs = state.outputs.compactMap { $0 }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let html = GalleryPage.html(outputs, scale: Double(scale), fps: fps, totalSeconds: seconds)
        do {
            try Data(html.utf8).write(to: index, options: .atomic)
        } catch {
            throw OutputError(path: root.path, reason: Self.reason(error))
        }
        progress?.end()
        return Summary(outputs: outputs, seconds: seconds, cpuSeconds: Self.processCPUSeconds() - cpuStart)
    }

    /// One worker process a worker, started before the scenarios are recorded so that
    /// they start up meanwhile; nil without `workerExecutable` or when one cannot start
    /// (the workers are threads then).
    private func startWorkerProcesses() -> [GalleryWorkerProcess]? {
        guard let workerExecutable else { return nil }
        let rasterInThread = workers >= ProcessInfo.processInfo.activeProcessorCount
        var started: [GalleryWorkerProcess] = []
        for _ in 0..<workers {
            guard let child = try? GalleryWorkerProcess(executable: workerExecutable, root: root, scale: scale, fps: fps,
                                                        writeFrames: writeFrames, rasterInThread: rasterInThread)
            else {
                started.forEach { $0.finish() }
                return nil
            }
            started.append(child)
        }
        return started
    }

    /// User and system CPU time so far of the whole process and of its children that
    /// have ended (getrusage).
    static func processCPUSeconds() -> Double {
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        var total = 0.0
        for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
            var usage = rusage()
            getrusage(__rusage_who_t(truncatingIfNeeded: who), &usage)
            total += seconds(usage.ru_utime) + seconds(usage.ru_stime)
        }
        return total
    }

    /// Why `folder` cannot be made (`ScenarioOutputError.folderReason`).
    static func folderReason(_ folder: URL) -> String? { ScenarioOutputError.folderReason(folder) }

    /// The operating system's words for a file error (`ScenarioOutputError.reason`).
    static func reason(_ error: Error) -> String { ScenarioOutputError.reason(error) }
}

/// What the main thread and the workers share: the recordings waiting to be
/// rendered, the outputs in catalogue order and the first error.
private final class SharedState: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(index: Int, recording: ScenarioRecording)] = []
    private var adding = true
    private var finishedWorkers = 0
    private var _outputs: [ScenarioRenderer.Output?]
    private var _error: Error?

    init(count: Int) { _outputs = Array(repeating: nil, count: count) }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    func add(_ recording: ScenarioRecording, at index: Int) {
        locked { pending.append((index, recording)); condition.broadcast() }
    }

    func finishAdding() { locked { adding = false; condition.broadcast() } }

    /// The waiting scenario with the most frames; nil once all are taken and
    /// no more will come, or after an error.
    func next() -> (Int, ScenarioRecording)? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && adding && _error == nil { condition.wait() }
        guard _error == nil, let longest = pending.indices.max(by: {
            pending[$0].recording.frames.count < pending[$1].recording.frames.count
        }) else { return nil }
        let taken = pending.remove(at: longest)
        return (taken.index, taken.recording)
    }

    func workerDone() { locked { finishedWorkers += 1; condition.broadcast() } }

    func waitForWorkers(_ count: Int) {
        condition.lock()
        while finishedWorkers < count { condition.wait() }
        condition.unlock()
    }

    func store(_ o: ScenarioRenderer.Output, at i: Int) { locked { _outputs[i] = o } }
    func fail(_ e: Error) { locked { if _error == nil { _error = e }; condition.broadcast() } }
    var failed: Bool { locked { _error != nil } }
    var error: Error? { locked { _error } }
    var outputs: [ScenarioRenderer.Output?] { locked { _outputs } }
}
