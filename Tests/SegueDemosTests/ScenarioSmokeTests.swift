import Testing
import OpenUIKit
import SegueTesting
@testable import SegueDemos

/// Every scenario of every app runs headless through the real transition
/// system: delegate, animator and context are used, completeTransition is
/// called once per transition, and the final hierarchy is UIKit's.
@MainActor
@Suite("Reference app scenarios")
struct ScenarioSmokeTests {
    /// The scenarios of shared/spec/demo-apps.md, by app.
    nonisolated static let all: [(String, String)] = [
        ("guess-the-pet", "present"), ("guess-the-pet", "dismiss"), ("guess-the-pet", "swipe-complete"),
        ("guess-the-pet", "swipe-cancel"), ("guess-the-pet", "swipe-flick-back"), ("guess-the-pet", "page-then-present"),
        ("things", "push-item-0"), ("things", "push-item-5"), ("things", "pop"), ("things", "edge-pop-complete"),
        ("things", "edge-pop-cancel"), ("things", "push-then-pop-quickly"),
        ("locket-card", "present"), ("locket-card", "dismiss"), ("locket-card", "present-then-dismiss-at-50%"),
        ("beginner-cook", "present-herb-0"), ("beginner-cook", "present-herb-3"), ("beginner-cook", "dismiss"),
        ("beginner-cook", "rotate-while-presented"), ("beginner-cook", "present-in-landscape"),
    ]

    @Test("The catalog has exactly the spec's scenarios")
    func catalogMatchesSpec() {
        let names = DemoCatalog.apps.flatMap { app in app.scenarios.map { "\(app.identifier)/\($0.name)" } }
        #expect(names == Self.all.map { "\($0.0)/\($0.1)" })
    }

    @Test("Scenario runs cleanly", arguments: all)
    func scenario(_ appID: String, _ name: String) throws {
        let app = try #require(DemoCatalog.app(named: appID))
        let scenario = try #require(app.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let harness = runner.run()
        let events = harness.timeline.events
        let began = events.filter { if case .began = $0 { return true }; return false }.count
        let completes = events.filter { if case .completeTransition(_, true) = $0 { return true }; return false }.count
        let ended = events.filter { if case .animationEnded = $0 { return true }; return false }.count
        #expect(began > 0, "no transition ran")
        #expect(completes == began, "completeTransition accepted \(completes) times for \(began) transitions")
        #expect(ended == began)
        #expect(harness.violations == [])
        #expect(!harness.isTransitioning)
        harness.tearDown()
    }
}
