import Foundation

/// Per-phase GPU time of frames, for profiling the renderer (`SEGUE_RENDER_PROFILE=1`):
/// each measured phase waits for the GPU (`glFinish`) before and after, so phases nest
/// inclusively and the frame gets slower while profiling. Each phase gets its wall-clock
/// time and the process's CPU time (every thread: llvmpipe's rasterizer threads
/// included), which other processes sharing the cores disturb less. Off, it costs one branch.
enum RenderProfile {
    static let isEnabled = ProcessInfo.processInfo.environment["SEGUE_RENDER_PROFILE"] == "1"
    nonisolated(unsafe) static var totals: [String: Double] = [:]
    nonisolated(unsafe) static var cpuTotals: [String: Double] = [:]
    nonisolated(unsafe) static var order: [String] = []

    /// Runs `body`, adding its GPU-inclusive duration to `phase` when profiling.
    @inline(__always)
    static func measure<R>(_ phase: String, _ gl: GLFunctions, _ body: () -> R) -> R {
        guard isEnabled else { return body() }
        gl.finish()
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = RenderBenchmark.processCPUMilliseconds()
        let result = body()
        gl.finish()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if totals[phase] == nil { order.append(phase) }
        totals[phase, default: 0] += elapsed
        cpuTotals[phase, default: 0] += RenderBenchmark.processCPUMilliseconds() - cpuStart
        return result
    }

    /// The totals divided by `frames`, one phase a line, and resets them.
    static func report(frames: Int) -> String {
        defer { totals = [:]; cpuTotals = [:]; order = [] }
        let n = Double(max(frames, 1))
        return order.map { String(format: "    %@: %.2f ms (cpu %.2f ms)", $0, totals[$0]! / n, cpuTotals[$0, default: 0] / n) }
            .joined(separator: "\n")
    }
}
