import Testing
import OpenUIKit
import SegueTesting
@testable import SegueDemos

/// Every scenario of every app runs headless through the real transition
/// system: delegate, animator and context are used, completeTransition is
/// called once per transition, and the final hierarchy is UIKit's.
@MainActor
@Suite("Reference app scenarios", .transitionHarness)
struct ScenarioSmokeTests {
    /// The scenarios of docs/DEMO-APPS.md, by app.
    nonisolated static let all: [(String, String)] = [
        ("guess-the-pet", "present"), ("guess-the-pet", "dismiss"), ("guess-the-pet", "swipe-complete"),
        ("guess-the-pet", "swipe-cancel"), ("guess-the-pet", "swipe-flick-back"), ("guess-the-pet", "page-then-present"),
        ("things", "push-item-0"), ("things", "push-item-5"), ("things", "pop"), ("things", "edge-pop-complete"),
        ("things", "edge-pop-cancel"), ("things", "push-then-pop-quickly"),
        ("locket-card", "present"), ("locket-card", "dismiss"), ("locket-card", "present-then-dismiss-at-50%"),
        ("locket-card", "reveal-photo"), ("locket-card", "reveal-photo-and-close"),
        ("beginner-cook", "present-herb-0"), ("beginner-cook", "present-herb-3"), ("beginner-cook", "dismiss"),
        ("beginner-cook", "rotate-while-presented"), ("beginner-cook", "present-in-landscape"),
        ("contacts", "push"), ("contacts", "push-scrolled"), ("contacts", "pop"), ("contacts", "edge-pop-complete"),
        ("contacts", "edge-pop-cancel"),
        ("album", "zoom-in"), ("album", "drag-dismiss"), ("album", "drag-dismiss-cancelled"),
        ("album", "catch-mid-zoom-and-reverse"), ("album", "swipe-then-dismiss"), ("album", "edge-swipe-back"),
        ("album", "shared-push"), ("album", "shared-pop"), ("album", "shared-edge-pop-complete"),
        ("album", "shared-edge-pop-cancel"), ("album", "fluid-catch-continue"), ("album", "fluid-catch-reverse"),
        ("album", "fluid-catch-dismiss"),
        ("guess-the-pet-storyboard", "present"), ("guess-the-pet-storyboard", "dismiss"),
        ("guess-the-pet-storyboard", "swipe-complete"),
    ]

    @Test("The catalog has exactly the spec's scenarios")
    func catalogMatchesSpec() {
        let names = DemoCatalog.apps.flatMap { app in app.scenarios.map { "\(app.identifier)/\($0.name)" } }
        #expect(names == Self.all.map { "\($0.0)/\($0.1)" })
    }

    /// What UIKit logs for the scenarios that misuse it on purpose (fact
    /// sheet docs/UIKIT-FACTS.md: a pop issued during a push). Every other scenario logs nothing.
    nonisolated static let diagnostics: [String: [String]] = [
        "things/push-then-pop-quickly": ["nested pop animation can result in corrupted navigation bar"],
    ]

    @Test("Scenario runs cleanly", arguments: all)
    func scenario(_ appID: String, _ name: String) throws {
        let app = try #require(DemoCatalog.app(named: appID))
        let scenario = try #require(app.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let (harness, logged) = withCapturedDiagnostics { runner.run() }
        let expected = Self.diagnostics["\(appID)/\(name)"] ?? []
        #expect(logged.map(\.message).allSatisfy { message in expected.contains { message.contains($0) } }, "\(logged)")
        #expect(expected.allSatisfy { fragment in logged.contains { $0.message.contains(fragment) } }, "\(logged)")
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

/// The reference apps' interactive transitions, driven by scripted touches:
/// past the threshold they finish, below it they cancel, and the finish or
/// cancel run takes remaining-fraction × duration (completionSpeed 1).
@MainActor
@Suite("Reference app interactions", .transitionHarness)
struct InteractionOutcomeTests {
    nonisolated static let cases: [(String, String, Bool)] = [
        ("guess-the-pet", "swipe-complete", true), ("guess-the-pet", "swipe-cancel", false),
        ("guess-the-pet", "swipe-flick-back", false),
        ("things", "edge-pop-complete", true), ("things", "edge-pop-cancel", false),
        ("contacts", "edge-pop-complete", true), ("contacts", "edge-pop-cancel", false),
    ]

    @Test("Interactive outcome and completion timing", arguments: cases)
    func outcome(_ appID: String, _ name: String, _ completes: Bool) throws {
        let app = try #require(DemoCatalog.app(named: appID))
        let scenario = try #require(app.scenarios.first { $0.name == name })
        let harness = ScenarioRunner(app: app, scenario: scenario).run()
        defer { harness.tearDown() }
        let entries = harness.timeline.entries
        // The last transition is the interactive one.
        let beganIndex = try #require(entries.lastIndex { if case .began = $0.event { return true }; return false })
        let tail = entries[beganIndex...]
        let release = try #require(tail.first { $0.event == .interaction(completes ? "finish" : "cancel") })
        let end = try #require(tail.first { if case .ended = $0.event { return true }; return false })
        guard case let .ended(_, completed) = end.event else { return }
        #expect(completed == completes)
        // The percent at release, from the last update's value, fixes the run's length.
        let duration = 0.6 * (appID == "things" ? 0.5 : 1)   // flip 0.6 s, pop 0.3 s
        let elapsed = end.time - release.time
        #expect(elapsed <= duration + 1.0 / 60, "completion run took \(elapsed) s, longer than the whole \(duration) s")
    }
}

/// The stress runner with the reference apps' animators in the pool.
@MainActor @Test("Random sequences with the reference animators hold the invariants", .transitionHarness)
func stressWithReferenceAnimators() {
    let runner = StressRunner(seed: 3)
    runner.animatorPairFactories = DemoCatalog.stressAnimatorPairs
    runner.stepsPerSequence = 6
    let report = runner.run(count: 400)
    #expect(report.violations == [], "\(report.violations.prefix(5))")
}

/// The reference apps release what they present.
@MainActor @Test("The reveal controller and its views are released after the flip dismissal", .transitionHarness)
func revealReleased() {
    let root = GuessThePetApp.makeRootViewController()
    let harness = TransitionHarness(root: root)
    harness.runUntilIdle()
    do {
        harness.tap(at: CGPoint(x: 195, y: 360))
        harness.runUntilIdle()
        let reveal = root.presentedViewController
        #expect(reveal != nil)
        if let reveal {
            harness.leaks.expectDeallocation(of: reveal, "reveal controller")
            harness.leaks.expectDeallocation(of: reveal.view, "reveal view")
        }
        harness.tap(at: CGPoint(x: 195, y: 420))
        harness.runUntilIdle()
    }
    harness.advance(by: 0.1)
    #expect(harness.leaks.survivors == [])
    harness.tearDown()
}
