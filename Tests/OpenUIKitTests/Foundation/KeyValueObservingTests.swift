import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Block-based key-value observing of UIKit's properties, with the option
/// semantics Foundation documents (`NSKeyValueObservingOptions`): `.initial`
/// reports once at once, `.prior` reports before each change too, `.new`
/// and `.old` put the values in the change, `invalidate()` stops it.
@MainActor
@Suite("Key-value observing")
struct KeyValueObservingTests {
    @Test("Option raw values are Foundation's")
    func rawValues() {
        #expect(NSKeyValueObservingOptions.new.rawValue == 1 && NSKeyValueObservingOptions.old.rawValue == 2)
        #expect(NSKeyValueObservingOptions.initial.rawValue == 4 && NSKeyValueObservingOptions.prior.rawValue == 8)
        #expect(NSKeyValueChange.setting.rawValue == 1)
    }

    @Test("A table view's contentOffset: initial, prior and after, with old and new values")
    func contentOffset() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var reports: [(CGPoint?, CGPoint?, Bool)] = []
        let observation = table.observe(\.contentOffset, options: [.initial, .prior, .old, .new]) { _, change in
            reports.append((change.oldValue, change.newValue, change.isPrior))
        }
        #expect(reports.count == 1 && reports[0].1 == .zero && reports[0].0 == nil)   // .initial: new only
        table.contentOffset = CGPoint(x: 0, y: 40)
        #expect(reports.count == 3)
        #expect(reports[1].2 && reports[1].0 == .zero && reports[1].1 == nil)        // prior: old, no new
        #expect(!reports[2].2 && reports[2].0 == .zero && reports[2].1 == CGPoint(x: 0, y: 40))
        observation.invalidate()
        table.contentOffset = .zero
        #expect(reports.count == 3)
    }

    @Test("Without options the change carries no values; a view's alpha and frame report; deinit stops it")
    func viewProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var alphaReports: [NSKeyValueObservedChange<CGFloat>] = []
        var frames: [CGRect?] = []
        var alphaObservation: NSKeyValueObservation? = view.observe(\.alpha) { _, change in alphaReports.append(change) }
        let frameObservation = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue) }
        view.alpha = 0.5
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(alphaReports.count == 1 && alphaReports[0].newValue == nil && alphaReports[0].oldValue == nil)
        #expect(alphaReports[0].kind == .setting)
        #expect(frames == [CGRect(x: 5, y: 5, width: 20, height: 20)])
        alphaObservation = nil
        view.alpha = 1
        #expect(alphaReports.count == 1 && alphaObservation == nil)
        withExtendedLifetime(frameObservation) {}
    }

    @Test("A key path Segue does not report is a diagnostic, not a silent no-op")
    func unsupported() {
        let view = UIView()
        expectDiagnostic("Segue reports changes of") {
            let observation = view.observe(\.tag) { _, _ in }
            withExtendedLifetime(observation) {}
        }
    }
}
