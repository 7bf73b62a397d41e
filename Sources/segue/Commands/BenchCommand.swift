import ArgumentParser
import Foundation

/// `segue bench`: the performance targets, measured in one run (release build advised).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure engine, animation, transition and renderer medians.")

    @Option(help: "Ticks or iterations per measurement.") var iterations = 60
    @Flag(help: "Run only the layer-engine measurement (for profiling).") var engineOnly = false
    @Option(help: "With --engine-only: measure only this layer count.") var layers: Int?

    mutating func run() throws {
        let iterations = self.iterations, engineOnly = self.engineOnly, layers = self.layers
        MainActor.assumeIsolated {
            if engineOnly, let layers {
                let r = EngineBenchmark.run(layerCount: layers, ticks: iterations)
                print("engine: \(layers) layers: \(Measure.format(r.medianTickMilliseconds)) per tick")
                return
            }
            Self.report(iterations: iterations, views: !engineOnly)
        }
    }

    @MainActor
    static func report(iterations: Int, views: Bool = true) {
        let small = EngineBenchmark.run(layerCount: 1_000, ticks: iterations)
        let large = EngineBenchmark.run(layerCount: 10_000, ticks: max(iterations / 3, 10))
        print("engine: evaluate + commit per tick (position, opacity, 3-D transform animations on every layer)")
        print("  1,000 layers:  \(Measure.format(small.medianTickMilliseconds))  (target ≤ 0.8 ms)")
        print("  10,000 layers: \(Measure.format(large.medianTickMilliseconds))  (target ≤ 8.3 ms)")
        print(String(format: "  ratio 10k / 1k: %.2f  (target ≤ 11)", large.medianTickMilliseconds / small.medianTickMilliseconds))
        guard views else { return }
        let view = ViewAnimationBenchmark.run(viewCount: 1_000, ticks: iterations)
        print("views: 1,000 views animated by one UIView.animate block (frame, alpha, transform)")
        print("  animate call: \(Measure.format(view.medianAnimateMilliseconds))  (target ≤ 2 ms)")
        print(String(format: "  per tick:     %@  (%.2f× the 1,000-layer engine tick; target ≤ 1.5×)",
                     Measure.format(view.medianTickMilliseconds),
                     view.medianTickMilliseconds / small.medianTickMilliseconds))
    }
}
