import ArgumentParser
import Foundation
import Logging
import SegueDemos
import SegueTesting

/// `segue stress`: seeded random transition sequences against UIKit's invariants.
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress", abstract: "Run random present/dismiss/push/pop/tab/swipe/rotate/misuse sequences.")

    @Option(help: "Number of sequences.") var count = 2_000
    @Option(help: "Random seed (the same seed gives the same sequences).") var seed: UInt64 = 1
    @Option(help: "Steps per sequence.") var steps = 8
    @Flag(inversion: .prefixedNo, help: "Mix iOS 18 zoom transitions (preferredTransition), with catches in flight and drag dismissals, into presents and pushes.") var zoom = true
    @Flag(help: "Print every UIKit diagnostic the sequences provoke (thousands: misuse is part of the run).") var verbose = false

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be positive") }
        guard steps > 0 else { throw ValidationError("--steps must be positive") }
    }

    mutating func run() throws {
        let (count, seed, steps, zoom) = (self.count, self.seed, self.steps, self.zoom)
        let level: Logger.Level = verbose ? .trace : .critical
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let failed = MainActor.assumeIsolated { () -> Bool in
            let runner = StressRunner(seed: seed)
            runner.stepsPerSequence = steps
            runner.echoesDiagnostics = verbose
            runner.animatorPairFactories = DemoCatalog.stressAnimatorPairs
            runner.mixesZoomTransitions = zoom
            let report = runner.run(count: count) { done in
                FileHandle.standardError.write("… \(done) sequences\n".data(using: .utf8)!)
            }
            print(report)
            for v in report.violations.prefix(20) { print("  violation: \(v)") }
            // Written out now: a sanitizer's exit-time report ends the process without flushing stdio.
            fflush(nil)
            return !report.violations.isEmpty
        }
        if failed { throw ExitCode(1) }
    }
}
