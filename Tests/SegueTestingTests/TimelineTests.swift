import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Timelines a test reads without string surgery: each entry's callback,
/// controller and transition kind are typed. The orders checked are UIKit's
/// (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Typed timeline", .transitionHarness)
struct TimelineTests {
    typealias Callback = Timeline.Callback

    /// Appearance entries as (controller type, callback).
    static func appearances(_ entries: [Timeline.Entry]) -> [String] {
        entries.filter(\.callback.isAppearance).compactMap { entry in
            entry.controller.map { "\($0.typeName).\(entry.callback.name)" }
        }
    }

    @Test("A full-screen presentation: queries, appearance (to first) and completion, typed")
    func presentation() throws {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let harness = TransitionHarness(root: home)
        harness.timeline.reset()
        home.present(detail, animated: true)
        harness.runUntilIdle()
        let timeline = harness.timeline
        // docs/UIKIT-FACTS.md steps 3–4: animator, then interaction controller (no presentation controller for .fullScreen).
        #expect(timeline.delegateQueries == [.animationControllerForPresented, .interactionControllerForPresentation])
        let queries = timeline.entries.filter { if case .delegateQuery = $0.callback { return true } else { return false } }
        #expect(queries.allSatisfy { $0.transition == .present && $0.from?.refers(to: home) == true && $0.to?.refers(to: detail) == true })
        // docs/UIKIT-FACTS.md step 8 and docs/UIKIT-FACTS.md: the presenter's view leaves, so it hears will/did disappear; "did" to first.
        #expect(Self.appearances(timeline.entries) == ["HomeController.viewWillDisappear", "DetailController.viewWillAppear",
                                                       "DetailController.viewIsAppearing", "DetailController.viewDidAppear",
                                                       "HomeController.viewDidDisappear"])
        #expect(timeline.callbacks(of: home, in: .present) == [.viewWillDisappear, .viewDidDisappear])
        #expect(timeline.callbacks(of: detail) == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
        // One transition from began to ended; completeTransition, then animationEnded…(g)).
        let began = try #require(timeline.entries.firstIndex { $0.callback == .transitionBegan(animator: "FadeInAnimator") })
        let id = try #require(timeline.entries[began].transitionID)
        let rest = timeline.entries[began...].filter { $0.transitionID == id }.map(\.callback)
        let completion = rest.filter { !$0.isAppearance && $0 != .presentationTransitionWillBegin }
        #expect(completion == [.transitionBegan(animator: "FadeInAnimator"), .completeTransition(didComplete: true, accepted: true),
                               .presentationTransitionDidEnd(completed: true), .animationEnded(completed: true),
                               .transitionEnded(completed: true)])
        #expect(timeline.entries.filter(\.callback.isAppearance).allSatisfy { $0.transition == .present && $0.transitionID == id })
        withExtendedLifetime(delegate) {}
    }

    @Test("A dismissal is typed .dismiss, with the presented and presenting controllers' callbacks")
    func dismissal() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        harness.runUntilIdle()
        detail.dismiss(animated: true)
        harness.runUntilIdle()
        let timeline = harness.timeline
        // docs/UIKIT-FACTS.md step 1: the dismissal animator, then its interaction controller.
        #expect(timeline.entries(of: .dismiss).compactMap { entry -> Timeline.DelegateQuery? in
            if case .delegateQuery(let query) = entry.callback { return query } else { return nil }
        } == [.animationControllerForDismissed, .interactionControllerForDismissal])
        // docs/UIKIT-FACTS.md steps 3 and 6.
        #expect(timeline.callbacks(of: detail, in: .dismiss) == [.viewWillDisappear, .viewDidDisappear])
        #expect(timeline.callbacks(of: home, in: .dismiss) == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
        #expect(timeline.entries(of: .dismiss).contains { $0.callback == .transitionEnded(completed: true) })
        #expect(harness.violations == [])
        withExtendedLifetime(delegate) {}
    }

    @Test("A push is typed .push, with each controller's appearance callbacks")
    func push() {
        let home = HomeController(), detail = DetailController()
        let nav = UINavigationController(rootViewController: home)
        let harness = TransitionHarness(root: nav)
        harness.timeline.reset()
        nav.pushViewController(detail, animated: true)
        harness.runUntilIdle()
        let push = harness.timeline.entries(of: .push)
        // The "will" calls: the top controller's first. (The order of the two
        // "did" calls is a recorded choice, docs/FIDELITY.md.)
        #expect(Self.appearances(push).prefix(2) == ["HomeController.viewWillDisappear", "DetailController.viewWillAppear"])
        #expect(harness.timeline.callbacks(of: home, in: .push) == [.viewWillDisappear, .viewDidDisappear])
        #expect(harness.timeline.callbacks(of: detail, in: .push) == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
        #expect(push.contains { if case .transitionBegan = $0.callback { return true } else { return false } })
        #expect(push.allSatisfy { $0.from?.refers(to: home) == true && $0.to?.refers(to: detail) == true })
    }

    @Test("A tab switch is typed .tabSwitch, with the standard appearance callbacks")
    func tabSwitch() {
        let first = HomeController(), second = DetailController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let harness = TransitionHarness(root: tabs)
        tabs.selectedIndex = 1
        harness.runUntilIdle()
        #expect(harness.timeline.callbacks(of: first, in: .tabSwitch) == [.viewWillDisappear, .viewDidDisappear])
        #expect(harness.timeline.callbacks(of: second, in: .tabSwitch) == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
    }

    @Test("Interaction updates carry their percent; finish and cancel are typed")
    func interaction() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        harness.advance(by: 0.05)
        interaction.update(0.4)
        harness.advance(by: 0.05)
        interaction.finish()
        harness.runUntilIdle()
        let callbacks = harness.timeline.entries(of: .present).map(\.callback)
        #expect(callbacks.contains(.interactionUpdate(percentComplete: 0.4)))
        #expect(callbacks.contains(.interactionFinish))
        #expect(!callbacks.contains(.interactionCancel))
        #expect(callbacks.last == .transitionEnded(completed: true))
        withExtendedLifetime(delegate) {}
    }

    @Test("The text form names controllers as String(describing:) does; the event form is unchanged")
    func textForm() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let harness = TransitionHarness(root: home)
        harness.timeline.reset()
        home.present(detail, animated: true)
        harness.runUntilIdle()
        let timeline = harness.timeline
        #expect(timeline.appearanceCallbacks == ["\(home).viewWillDisappear", "\(detail).viewWillAppear",
                                                 "\(detail).viewIsAppearing", "\(detail).viewDidAppear",
                                                 "\(home).viewDidDisappear"])
        #expect(timeline.lines.contains { $0.hasSuffix(" \(detail).viewDidAppear") })
        #expect(timeline.lines.contains { $0.hasSuffix(" began present FadeInAnimator") })
        #expect(timeline.events.contains(.began(kind: "present", animator: "FadeInAnimator")))
        #expect(timeline.events.contains(.completeTransition(didComplete: true, accepted: true)))
        let entry = timeline.entries.first { $0.callback == .viewDidAppear }
        #expect(entry?.controller?.description == String(describing: detail))
        #expect(entry?.controller?.id == ObjectIdentifier(detail))
        #expect(entry?.controller?.typeName == "DetailController")
        withExtendedLifetime(delegate) {}
    }
}
