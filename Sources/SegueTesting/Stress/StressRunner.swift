import Foundation
import OpenUIKit

/// Model-based stress: seeded random sequences of presents, dismissals,
/// pushes, pops, tab switches, interactive swipes released at random
/// progress, rotations, misuse, shared-element and caught transitions, with well-behaved and faulty animators.
/// After each settled step the UIKit invariants must hold, or the fault
/// must have produced exactly its expected diagnostic.
@MainActor
package final class StressRunner {
    /// The outcome of a run.
    package struct Report: Sendable, CustomStringConvertible {
        /// Random transition sequences run.
        package var sequences = 0
        /// Steps (presentations, pushes, drags, faults…) run in all.
        package var steps = 0
        /// Invariant violations found, each with its sequence and step.
        package var violations: [String] = []
        /// Faults injected and the diagnostics they produced as expected.
        package var expectedDiagnostics = 0
        /// UIKit messages logged, as expected, for misuse steps and stalls
        /// (captured, not printed; any other message is a violation).
        package var capturedDiagnostics = 0
        /// Wall time of the run.
        package var seconds = 0.0
        /// One line: sequences, steps, violations, diagnostics and time.
        package var description: String {
            "sequences: \(sequences), steps: \(steps), violations: \(violations.count), crashes: 0, "
                + "expected fault diagnostics: \(expectedDiagnostics), expected UIKit messages: \(capturedDiagnostics), "
                + "time: \(String(format: "%.1f", seconds)) s"
        }
    }

    /// Extra animator pairs to draw from (e.g. the reference apps'): each call
    /// makes a fresh presentation animator and its matching dismissal animator.
    package var animatorPairFactories: [() -> (present: any UIViewControllerAnimatedTransitioning,
                                               dismiss: any UIViewControllerAnimatedTransitioning)] = []
    /// Steps in each random sequence.
    package var stepsPerSequence = 8
    /// Mixes iOS 18 zoom transitions (`preferredTransition = .zoom`) into
    /// presents and pushes, with catches in flight and drag dismissals
    /// (`StressRunner+Zoom.swift`). Off by default: the seeded sequences of
    /// earlier runs stay the same.
    package var mixesZoomTransitions = false
    /// Log the UIKit messages the run provokes (captured and checked
    /// either way; by default they are not printed).
    package var echoesDiagnostics = false
    var debugSequence: Int?

    var rng: SplitMix64

    /// A runner whose sequences follow from `seed` (the same seed, the same run).
    package init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// Runs `count` sequences.
    package func run(count: Int, progress: ((Int) -> Void)? = nil) -> Report {
        var report = Report()
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<count {
            runSequence(index: i, into: &report)
            report.sequences += 1
            if i % 500 == 499 { progress?(i + 1) }
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    // MARK: One sequence

    private final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let present: any UIViewControllerAnimatedTransitioning
        let dismiss: any UIViewControllerAnimatedTransitioning
        var interaction: UIPercentDrivenInteractiveTransition?
        /// Whether the dismissal animator may be driven by an interaction
        /// controller: the runner's own animators honour
        /// `transitionWasCancelled`; a reference app's may not (Beginner
        /// Cook's completes with `true` unconditionally, as its app never
        /// drives it interactively).
        let supportsInteraction: Bool
        init(present: any UIViewControllerAnimatedTransitioning, dismiss: any UIViewControllerAnimatedTransitioning,
             supportsInteraction: Bool = true) {
            self.present = present
            self.dismiss = dismiss
            self.supportsInteraction = supportsInteraction
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    private func runSequence(index: Int, into report: inout Report) {
        let navA = UINavigationController(rootViewController: UIViewController())
        let navB = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navA, navB]
        let harness = TransitionHarness(root: tabs, frameRate: 60)
        var delegates: [Delegate] = []
        var additions: [NSObject] = []
        var expectedFaults: [StressAnimator.Fault] = []
        var stalled = false

        for _ in 0..<stepsPerSequence where !stalled {
            report.steps += 1
            let top = topController(tabs)
            let choice = rng.next(below: 11)
            if debugSequence == index { print("TL step", choice, harness.now) }
            let (_, diagnostics) = withCapturedDiagnostics { () -> Void in
                switch choice {
                case 0, 1: // present
                    let fault = rng.next(below: 8) == 0 ? StressAnimator.Fault.allCases[1 + rng.next(below: 4)] : .none
                    let delegate: Delegate
                    let vc = UIViewController()
                    vc.modalPresentationStyle = [.fullScreen, .overFullScreen, .custom, .pageSheet][rng.next(below: 4)]
                    if fault == .none, !animatorPairFactories.isEmpty, rng.next(below: 2) == 0 {
                        // The reference animators are written for full-screen presentations
                        // (they move the presenter's view), as their apps use them.
                        let pair = animatorPairFactories[rng.next(below: animatorPairFactories.count)]()
                        delegate = Delegate(present: pair.present, dismiss: pair.dismiss, supportsInteraction: false)
                        vc.modalPresentationStyle = .fullScreen
                    } else {
                        delegate = Delegate(present: animator(fault: fault), dismiss: animator(fault: .none))
                    }
                    if fault == .none, mixesZoomTransitions, rng.next(below: 3) == 0 {
                        presentZoom(from: top, harness: harness)
                    } else {
                        delegates.append(delegate)
                        vc.transitioningDelegate = delegate
                        if fault != .none { expectedFaults.append(fault) }
                        top.present(vc, animated: true)
                    }
                    if fault == .neverCompletes { stalled = true }
                case 2: // dismiss, sometimes interactively, a sheet sometimes by a swipe down released at a random point
                    guard top.presentingViewController != nil else { return }
                    if mixesZoomTransitions, top.preferredTransition != nil, rng.next(below: 2) == 0 {
                        dragZoom(harness: harness)
                    } else if top.modalPresentationStyle == .pageSheet, rng.next(below: 2) == 0 {
                        let distance = CGFloat(30 + rng.next(below: 600))
                        harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 200 + distance),
                                     duration: 0.1 + rng.unit() * 0.4)
                    } else if let delegate = top.transitioningDelegate as? Delegate, delegate.supportsInteraction, rng.next(below: 2) == 0 {
                        let interaction = UIPercentDrivenInteractiveTransition()
                        delegate.interaction = interaction
                        top.dismiss(animated: true)
                        harness.advance(by: 0.05)
                        interaction.update(CGFloat(rng.unit()))
                        harness.advance(by: 0.05)
                        if rng.next(below: 2) == 0 { interaction.finish() } else { interaction.cancel() }
                        delegate.interaction = nil
                    } else {
                        top.dismiss(animated: true)
                    }
                case 3: // push
                    if mixesZoomTransitions, rng.next(below: 3) == 0 {
                        pushZoom(from: top, harness: harness)
                    } else {
                        (top as? UINavigationController ?? top.navigationController)?.pushViewController(UIViewController(), animated: true)
                    }
                case 4: // pop, sometimes by edge swipe released at a random point
                    if top.presentingViewController == nil, rng.next(below: 2) == 0 {
                        let distance = CGFloat(30 + rng.next(below: 330))
                        harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5 + distance, y: 400), duration: 0.2 + rng.unit() * 0.3)
                    } else {
                        (top as? UINavigationController ?? top.navigationController)?.popViewController(animated: true)
                    }
                case 5: // tab switch
                    if top === tabs || top.tabBarController === tabs { tabs.selectedIndex = 1 - tabs.selectedIndex }
                case 6: // rotation
                    let portrait = harness.window.bounds.height > harness.window.bounds.width
                    harness.window.transition(toSize: portrait ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844))
                case 7: // misuse: present during a transition
                    let vc = UIViewController()
                    top.present(vc, animated: true)
                    top.present(UIViewController(), animated: true)
                case 9: // shared-element push or pop, sometimes interactive (StressRunner+Additions.swift)
                    sharedElementStep(top: top, harness: harness, variant: rng.next(below: 3), amount: rng.unit(),
                                      keepAlive: &additions)
                case 10: // an opted-in transition caught and thrown (StressRunner+Additions.swift)
                    interruptionStep(top: top, harness: harness, variant: rng.next(below: 2), delay: rng.unit(),
                                     distance: rng.unit(), keepAlive: &additions)
                case 8: // misuse: double dismiss
                    top.dismiss(animated: true)
                    top.dismiss(animated: true)
                default:
                    break
                }
                harness.advance(by: 0.02 + rng.unit() * 0.2)
                if !stalled { harness.runUntilIdle(timeout: 5) }
            }
            settle(diagnostics, expected: Self.misuseSteps.contains(choice) ? Self.misuseMessages : [],
                   step: choice, sequence: index, into: &report)
        }
        if stalled {
            let (_, diagnostics) = withCapturedDiagnostics { harness.advance(by: 12) }
            settle(diagnostics, expected: ["Transition stalled"], step: nil, sequence: index, into: &report)
        }
        if debugSequence == index { for line in harness.timeline.lines { print("TL", line) } }
        // Every violation must be explained by an injected fault.
        for violation in harness.violations {
            if expectedFaults.contains(where: { Self.explains($0, violation) }) {
                report.expectedDiagnostics += 1
            } else {
                report.violations.append("sequence \(index): \(violation)")
            }
        }
        harness.tearDown()
        withExtendedLifetime((delegates, additions)) {}
    }

    /// The misuse steps (present during a transition, double dismiss) and
    /// the messages UIKit logs for them (docs/UIKIT-FACTS.md).
    static let misuseSteps: Set<Int> = [7, 8]
    static let misuseMessages = ["Attempt to present", "Attempt to dismiss"]

    /// Counts each captured diagnostic that one of `expected` explains;
    /// any other is a violation. Echoes them all when `echoesDiagnostics`.
    private func settle(_ diagnostics: [Diagnostic], expected: [String], step: Int?, sequence: Int, into report: inout Report) {
        for diagnostic in diagnostics {
            if echoesDiagnostics { diagnostic.emit() }
            if expected.contains(where: { diagnostic.message.contains($0) }) {
                report.capturedDiagnostics += 1
            } else {
                let when = step.map { "step kind \($0)" } ?? "the stall watchdog's wait"
                report.violations.append("sequence \(sequence): unexpected diagnostic during \(when): \(diagnostic)")
            }
        }
    }

    static func explains(_ fault: StressAnimator.Fault, _ violation: String) -> Bool {
        switch fault {
        case .completesTwice: return violation.contains("more than once")
        case .neverCompletes: return violation.contains("stalled")
        case .none, .completesSynchronously, .animatesForeignView: return false
        }
    }

    private func animator(fault: StressAnimator.Fault) -> any UIViewControllerAnimatedTransitioning {
        StressAnimator.make(fault, duration: 0.1 + rng.unit() * 0.3)
    }

    private func topController(_ root: UIViewController) -> UIViewController {
        var top = root
        while let next = top.presentedViewController { top = next }
        if let tabs = top as? UITabBarController, let selected = tabs.selectedViewController { return selected }
        return top
    }
}

/// A small, fast, seedable generator (SplitMix64), so runs are reproducible
/// (the property tests draw theirs from x-sheep/swift-property-based).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 { nextUInt64() }
    mutating func nextUInt64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below n: Int) -> Int { Int(nextUInt64() % UInt64(max(n, 1))) }
    mutating func unit() -> Double { Double(nextUInt64() >> 11) / Double(1 << 53) }
}
