import Foundation
import Testing
@_spi(SegueDiagnostics) @testable import OpenUIKit
import SegueTesting

/// Diagnostics a test provokes on purpose are captured and asserted, not
/// printed; anything else still reaches the log. The message checked is
/// UIKit's for presenting during a transition (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Captured diagnostics", .transitionHarness)
struct DiagnosticsTests {
    /// Presents `detail` twice: the second call is UIKit's misuse.
    static func presentTwice(_ home: UIViewController) {
        home.present(UIViewController(), animated: true)
        home.present(UIViewController(), animated: true)
    }

    @Test("withCapturedDiagnostics returns what Segue logged, with level and label")
    func captured() {
        let home = HomeController()
        let harness = TransitionHarness(root: home)
        let (_, diagnostics) = withCapturedDiagnostics { Self.presentTwice(home) }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.level == .warning)
        #expect(diagnostics.first?.label == "Segue.UIKit")
        #expect(diagnostics.first?.message.hasPrefix("Attempt to present") == true)
        #expect(diagnostics.first?.message.hasSuffix("while a presentation is in progress.") == true)
        harness.runUntilIdle()
    }

    @Test("expectDiagnostic records an issue when the diagnostic never comes")
    func missingDiagnostic() {
        withKnownIssue {
            expectDiagnostic("while a presentation is in progress") {}
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected Segue to log a diagnostic containing \"while a presentation is in progress\"; it logged nothing") }
        }
    }

    @Test("Diagnostics expectDiagnostic does not match are logged as usual")
    func unmatchedPassThrough() {
        let home = HomeController()
        let harness = TransitionHarness(root: home)
        let (_, outer) = withCapturedDiagnostics {
            expectDiagnostic("while a presentation is in progress") {
                Self.presentTwice(home)
                _ = UIFont(name: "No Such Font", size: 12)
            }
        }
        #expect(outer.map(\.message) == ["UIFont(name:size:): unknown font \"No Such Font\"; using DejaVu Sans"])
        harness.runUntilIdle()
    }

    @Test("A capture covers its own task only")
    func perTask() async {
        let (_, mine) = await withCapturedDiagnostics {
            await Task.detached {
                // Another task (another test, say): not captured here.
                _ = withCapturedDiagnostics { _ = UIFont.systemFont(ofSize: -1) }
            }.value
            _ = UIFont.systemFont(ofSize: -2)
        }
        #expect(mine.map(\.message) == ["UIFont: invalid point size -2.0; using 17.0"])
    }

    @Test("A capture includes what an isolated deinit logs on its thread")
    func isolatedDeinit() {
        MediaClock.installVirtual()
        let (_, diagnostics) = withCapturedDiagnostics {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.pauseAnimation()
        }
        // Fact sheet docs/UIKIT-FACTS.md: releasing a paused animator raises NSInternalInconsistencyException.
        #expect(diagnostics.map(\.message).contains { $0.contains("It is an error to release a paused or stopped property animator") })
    }

    @Test("SEGUE_LOG_LEVEL names a level; under a test runner the default is warning")
    func levels() {
        #expect(SegueLogger.level(named: "debug") == .debug)
        #expect(SegueLogger.level(named: " WARN ") == .warning)
        #expect(SegueLogger.level(named: "critical") == .critical)
        #expect(SegueLogger.level(named: "loud") == nil)
        #expect(SegueLogger.level(named: nil as String?) == nil)
        #expect(SegueLogger.isRunningTests)
        #expect(SegueLogger.threshold == (SegueLogger.environmentLevel ?? .warning))
    }
}
