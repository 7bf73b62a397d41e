import Foundation
import OpenUIKit

/// Timing of `Renderer.render` against a memory-bandwidth floor.
public enum RenderBenchmark {
    /// Renders `tree` `iterations` times at each scale (after one warm-up
    /// render) and reports the median time per frame, with the floor: the time
    /// to write the frame's bytes once at the measured `memset` bandwidth (the
    /// median of several memsets of a frame-sized buffer), and the median CPU time of the
    /// process per read-back frame (`cpuMilliseconds`: the renderer's threads included, so
    /// less sensitive than the wall-clock time to other processes sharing the cores).
    /// - Throws: `RendererError` when no renderer can be created.
    public static func measure(tree: RenderTree, scales: [CGFloat], iterations: Int) throws
        -> [(scale: CGFloat, medianMilliseconds: Double, floorMilliseconds: Double, drawMilliseconds: Double,
             cpuMilliseconds: Double)] {
        let renderer = try Renderer()
        let iterations = max(1, iterations)
        return try scales.map { scale in
            let warmUp = try renderer.render(tree, scale: scale)
            _ = RenderProfile.report(frames: 1)
            var times: [Double] = [], cpuTimes: [Double] = []
            for _ in 0..<iterations {
                let start = DispatchTime.now().uptimeNanoseconds
                let cpuStart = processCPUMilliseconds()
                _ = try renderer.render(tree, scale: scale)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                cpuTimes.append(processCPUMilliseconds() - cpuStart)
            }
            if RenderProfile.isEnabled {
                print("  profile at \(scale)x (ms a frame, phases inclusive):\n" + RenderProfile.report(frames: iterations))
            }
            // The same frames drawn and finished without the copy back.
            var drawTimes: [Double] = []
            for _ in 0..<iterations {
                let start = DispatchTime.now().uptimeNanoseconds
                try renderer.draw(tree, scale: scale)
                drawTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return (scale, median(times), memsetMilliseconds(bytes: max(warmUp.pixels.count, 1)), median(drawTimes),
                    median(cpuTimes))
        }
    }

    /// CPU time used by the whole process so far (every thread), in milliseconds.
    static func processCPUMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    /// Median time to `memset` a buffer of `bytes` bytes, in milliseconds.
    static func memsetMilliseconds(bytes: Int, repetitions: Int = 9) -> Double {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { buffer.deallocate() }
        memset(buffer, 0, bytes) // fault the pages in first
        var times: [Double] = []
        for i in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            memset(buffer, Int32(i & 0xFF), bytes)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return median(times)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
