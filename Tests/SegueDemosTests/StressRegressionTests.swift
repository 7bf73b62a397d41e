import Testing
import UIKit
import SegueDemos
import SegueTesting

/// Runs of `segue stress` that once broke an invariant, kept as they were
/// found (same seed, same settings as the command), so each stays fixed.
@MainActor
@Suite("Stress regressions")
struct StressRegressionTests {
    /// `segue stress` with zoom transitions mixed in (its default), seed 1:
    /// sequence 35 ends an interactive edge-swipe pop whose
    /// `UIPercentDrivenInteractiveTransition` is let go while its completion
    /// run's display link is still added. The link outlived its controller
    /// and kept `runUntilIdle` busy until its timeout (two violations).
    @Test("A let-go percent-driven interaction leaves no display link running")
    func percentDrivenLinkDoesNotOutliveItsController() {
        let runner = StressRunner(seed: 1)
        runner.animatorPairFactories = DemoCatalog.stressAnimatorPairs
        runner.mixesZoomTransitions = true
        let report = runner.run(count: 40)
        #expect(report.sequences == 40)
        #expect(report.violations == [], "\(report.violations.prefix(3))")
    }
}
