import Testing
import OpenUIKit
@testable import SegueTesting

/// A quick model-based stress run: random sequences must leave UIKit's
/// invariants intact, apart from the diagnostics of injected faults.
@MainActor
@Suite("Stress", .transitionHarness)
struct StressRunnerTests {
    @Test("Random sequences hold the invariants (quick run)")
    func quickRun() {
        let runner = StressRunner(seed: 42)
        runner.stepsPerSequence = 6
        let report = runner.run(count: 2_000)
        #expect(report.sequences == 2_000)
        #expect(report.expectedDiagnostics > 0)
        #expect(report.violations == [], "\(report.violations.prefix(5))")
    }

    @Test("Random sequences with iOS 18 zoom transitions, caught in flight and drag-dismissed, hold the invariants")
    func zoomRun() {
        let runner = StressRunner(seed: 17)
        runner.stepsPerSequence = 6
        runner.mixesZoomTransitions = true
        let report = runner.run(count: 500)
        #expect(report.sequences == 500)
        #expect(report.violations == [], "\(report.violations.prefix(5))")
    }

    @Test("The same seed gives the same run")
    func deterministic() {
        let a = StressRunner(seed: 7).run(count: 20)
        let b = StressRunner(seed: 7).run(count: 20)
        #expect(a.steps == b.steps && a.violations == b.violations && a.expectedDiagnostics == b.expectedDiagnostics)
    }
}
