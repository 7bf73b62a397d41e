import UIKit
import SegueTesting

/// One of the reference apps: how to build it and the scenarios it must run.
@MainActor
public protocol DemoApp {
    /// A short identifier used on the command line (`guess-the-pet`).
    static var identifier: String { get }
    /// The display name (`Guess the Pet`).
    static var title: String { get }
    /// Builds the app's root view controller (a fresh app).
    static func makeRootViewController() -> UIViewController
    /// Every scenario the app must run (docs/DEMO-APPS.md), scripted.
    static var scenarios: [Scenario] { get }
}

/// A named, scripted sequence of taps and drags on the virtual clock.
@MainActor
public struct Scenario: Sendable {
    public let name: String
    public let summary: String
    /// Drives the app. The harness hosts the app's root controller; the
    /// script taps and drags and advances time; `run` returns when the
    /// scenario is over (the app idle again).
    public let script: @MainActor @Sendable (ScenarioContext) -> Void

    public init(_ name: String, _ summary: String, script: @escaping @MainActor @Sendable (ScenarioContext) -> Void) {
        self.name = name
        self.summary = summary
        self.script = script
    }
}

/// What a scenario script works with: the harness and the app's root.
@MainActor
public final class ScenarioContext {
    public let harness: TransitionHarness
    public let root: UIViewController

    public init(harness: TransitionHarness, root: UIViewController) {
        self.harness = harness
        self.root = root
    }

    /// Waits `seconds` of media time.
    public func wait(_ seconds: TimeInterval) { harness.advance(by: seconds) }

    /// Waits until everything has settled.
    public func settle() { harness.runUntilIdle() }

    /// Taps the centre of `view`.
    public func tap(_ view: UIView) { harness.tap(view) }

    /// The topmost presented controller (or the root).
    public var topController: UIViewController {
        var top = root
        while let next = top.presentedViewController { top = next }
        return top
    }
}

/// All the reference apps, in the order of docs/DEMO-APPS.md.
@MainActor
public enum DemoCatalog {
    public static let apps: [any DemoApp.Type] = [GuessThePetApp.self, ThingsApp.self, LocketCardApp.self, BeginnerCookApp.self,
                                                   ContactsApp.self, AlbumApp.self, StoryboardGuessThePetApp.self]

    public static func app(named identifier: String) -> (any DemoApp.Type)? {
        apps.first { $0.identifier == identifier }
    }
}

extension DemoCatalog {
    /// Fresh pairs of the reference apps' modal animators (presentation,
    /// dismissal), for the stress runner.
    public static var stressAnimatorPairs: [() -> (present: any UIViewControllerAnimatedTransitioning,
                                                   dismiss: any UIViewControllerAnimatedTransitioning)] {
        let card = CGRect(x: 35, y: 150, width: 320, height: 420)
        let thumbnail = CGRect(x: 20, y: 634, width: 170, height: 170)
        return [
            { (FlipPresentAnimationController(originFrame: card),
               FlipDismissAnimationController(destinationFrame: card, interactionController: nil)) },
            {
                let present = HerbPopAnimator(), dismiss = HerbPopAnimator()
                present.originFrame = thumbnail
                dismiss.originFrame = thumbnail
                dismiss.presenting = false
                return (present, dismiss)
            },
        ]
    }
}
