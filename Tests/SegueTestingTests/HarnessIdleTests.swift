import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// `runUntilIdle()` never passes falsely: samplers do not keep the clock
/// busy, a timeout names what is still pending, and the hierarchy is checked
/// at the end whatever happened.
@MainActor
@Suite("runUntilIdle never passes falsely", .transitionHarness)
struct HarnessIdleTests {
    /// `<OpenUIKit.UIView: 0x…>`, as UIKit's messages name objects.
    static func described(_ object: AnyObject) -> String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        return "<\(String(reflecting: type(of: object))): 0x\(address)>"
    }

    @Test("A sampler does not keep the clock busy")
    func samplerDoesNotBlockIdleness() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let harness = TransitionHarness(root: home)
        harness.timeline.sample("opacity") { detail.viewIfLoaded.map { Double($0.layer.presentation()?.opacity ?? 0) } }
        home.present(detail, animated: true)
        #expect(harness.runUntilIdle(timeout: 2))
        #expect(harness.violations == [])
        // The 0.3 s fade, sampled after every tick at 120 Hz, ends opaque.
        let samples = harness.timeline.samples["opacity"] ?? []
        #expect(samples.count >= 30)
        #expect(samples.last?.value == 1)
        #expect(samples.contains { $0.value > 0.1 && $0.value < 0.9 })
        withExtendedLifetime(delegate) {}
    }

    @Test("A timeout records a violation naming the animation still running, by layer and key")
    func timeoutNamesAnimation() throws {
        let home = HomeController()
        let harness = TransitionHarness(root: home)
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        home.view.addSubview(spinner)
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0.0
        spin.toValue = 1.0
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
        #expect(!harness.runUntilIdle(timeout: 2))
        let violation = try #require(harness.violations.first { $0.contains("timed out") })
        #expect(violation.contains("runUntilIdle(timeout: 2.0)"))
        #expect(violation.contains("animation \"spin\" on <CALayer"))
        #expect(violation.contains("the layer of \(Self.described(spinner))"))
    }

    @Test("A timeout names a display link left running")
    func timeoutNamesDisplayLink() throws {
        let harness = TransitionHarness(root: HomeController())
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        #expect(!harness.runUntilIdle(timeout: 0.5))
        #expect(frames > 0)
        let violation = try #require(harness.violations.first { $0.contains("timed out") })
        #expect(violation.contains("display link \(Self.described(link))"))
        link.invalidate()
        #expect(harness.runUntilIdle())
    }

    @Test("A timeout names the transition in flight and its watchdog, and says the invariants were not checked")
    func timeoutNamesTransition() throws {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: StallingAnimator())
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        #expect(!harness.runUntilIdle(timeout: 1))
        let violation = try #require(harness.violations.first { $0.contains("timed out") })
        #expect(violation.contains("a present transition from \(String(describing: home)) to \(String(describing: detail)) run by StallingAnimator"))
        #expect(violation.contains("has not ended"))
        #expect(violation.contains("stall watchdog of the present transition run by StallingAnimator"))
        #expect(violation.contains("The hierarchy invariants were not checked: a transition is still in flight"))
        // The stall itself, once the watchdog fires (docs/UIKIT-FACTS.md).
        expectDiagnostic("Transition stalled: StallingAnimator did not call completeTransition(_:)") { harness.advance(by: 10) }
        #expect(harness.violations.contains { $0.contains("transition stalled: StallingAnimator never called completeTransition(_:)") })
        withExtendedLifetime(delegate) {}
    }

    @Test("A broken hierarchy is reported after runUntilIdle, even while sampling")
    func brokenHierarchyWhileSampling() {
        let home = HomeController()
        let harness = TransitionHarness(root: home)
        harness.timeline.sample("alpha") { Double(home.view.alpha) }
        // The root controller's view leaves the window, with no transition at all.
        home.view.removeFromSuperview()
        #expect(harness.runUntilIdle())
        #expect(harness.violations.contains { $0.contains("root HomeController is not in the window") })
        #expect(harness.checkInvariants() == ["root HomeController is not in the window"])
        #expect(!(harness.timeline.samples["alpha"] ?? []).isEmpty)
    }

    @Test("A window without a root view controller is reported, not passed as clean")
    func noRoot() {
        let harness = TransitionHarness(root: HomeController())
        harness.window.rootViewController = nil
        harness.runUntilIdle()
        #expect(harness.violations.contains { $0.contains("the window has no root view controller") })
    }

    @Test("An animator that forgets the destination view is reported while sampling")
    func forgottenViewWhileSampling() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: ForgetfulAnimator())
        let harness = TransitionHarness(root: home)
        harness.timeline.sample("home alpha") { Double(home.view.alpha) }
        home.present(detail, animated: true)
        #expect(harness.runUntilIdle())
        #expect(harness.violations.contains { $0.contains("presented DetailController is not in the window") })
        withExtendedLifetime(delegate) {}
    }

    @Test("Until the clock settles after a transition, violations say the check has not run")
    func pendingCheckIsReported() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: FadeInAnimator())
        let harness = TransitionHarness(root: home)
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        home.present(detail, animated: true)
        harness.advance(by: 1)
        #expect(!harness.isTransitioning)
        #expect(harness.violations.count == 1)
        #expect(harness.violations.first?.contains("have not been checked yet") == true)
        #expect(harness.violations.first?.contains("display link \(Self.described(link))") == true)
        link.invalidate()
        harness.advance(by: 0.01)
        #expect(harness.violations == [])
        withExtendedLifetime(delegate) {}
    }

    @Test("advance(to:) checks the hierarchy once a transition has settled")
    func advanceToChecks() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: ForgetfulAnimator())
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        harness.advance(to: 1)
        #expect(harness.violations.contains { $0.contains("presented DetailController is not in the window") })
        withExtendedLifetime(delegate) {}
    }

    @Test("completeTransition(true) after a cancel is reported (an animator must pass !transitionWasCancelled)")
    func completingACancelledTransition() {
        let home = HomeController(), detail = DetailController()
        let delegate = fullScreen(detail, animator: CancelIgnoringAnimator())
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        harness.advance(by: 0.05)
        interaction.update(0.3)
        harness.advance(by: 0.05)
        interaction.cancel()
        harness.runUntilIdle()
        #expect(harness.violations.contains {
            $0.contains("CancelIgnoringAnimator called completeTransition(true) after the present transition was cancelled")
        })
        withExtendedLifetime(delegate) {}
    }

    @Test("Using a harness after tearDown() is an issue, not a silent no-op")
    func useAfterTearDown() {
        let harness = TransitionHarness(root: HomeController())
        harness.tearDown()
        withKnownIssue {
            harness.advance(by: 0.1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("was used after tearDown()") }
        }
        #expect(harness.violations.contains { $0.contains("was used after tearDown()") })
    }

    @Test("Installing another clock under a live harness is an issue when the harness is used again")
    func foreignClock() {
        let harness = TransitionHarness(root: HomeController())
        MediaClock.installVirtual()
        withKnownIssue {
            #expect(!harness.runUntilIdle())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("was used after another clock was installed") }
        }
    }
}
