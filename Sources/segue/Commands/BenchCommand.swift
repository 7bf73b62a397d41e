import ArgumentParser
import Foundation

/// `segue bench`: the performance targets, measured in one run (release build advised).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure engine, animation, transition and renderer medians.")

    @Option(help: "Ticks or iterations per measurement.") var iterations = 60

    mutating func run() throws {
        let iterations = self.iterations
        MainActor.assumeIsolated { Self.report(iterations: iterations) }
    }

    @MainActor
    static func report(iterations: Int) {
        let small = EngineBenchmark.run(layerCount: 1_000, ticks: iterations)
        let large = EngineBenchmark.run(layerCount: 10_000, ticks: max(iterations / 3, 10))
        print("engine: evaluate + commit per tick (position, opacity, 3-D transform animations on every layer)")
        print("  1,000 layers:  \(Measure.format(small.medianTickMilliseconds))  (target ≤ 0.8 ms)")
        print("  10,000 layers: \(Measure.format(large.medianTickMilliseconds))  (target ≤ 8.3 ms)")
        print(String(format: "  ratio 10k / 1k: %.2f  (target ≤ 11)", large.medianTickMilliseconds / small.medianTickMilliseconds))
    }
}
