import Foundation
@testable import OpenUIKit
import PropertyBased
import SegueTesting
import Testing

/// Random scripts of presents, dismissals, pushes and pops, each step left
/// to settle as an app's would: afterwards UIKit's hierarchy invariants hold
/// (`TransitionInvariants`, checked by the harness after every transition)
/// and every controller's appearance callbacks are balanced.
@Suite("Hierarchy scripts (property tests)", .transitionHarness)
@MainActor
struct HierarchyScriptPropertyTests {
    /// One step: what to do (0 present, 1 dismiss, 2 push, 3 pop) and a
    /// unit value choosing its variant (style, animated, wrapped in a navigation controller).
    struct Step: Sendable, CustomStringConvertible {
        var action: Int, variant: Double
        var description: String { ["present", "dismiss", "push", "pop"][action] + String(format: "(%.2f)", variant) }
    }

    static let steps = zip(Gen.int(in: 0...3), Gen.double(in: 0...1)).map { Step(action: $0, variant: $1) }.array(of: 1...10)

    /// UIKit's appearance states: a controller goes disappeared → appearing
    /// (`viewWillAppear`) → appeared (`viewDidAppear`) → disappearing
    /// (`viewWillDisappear`) → disappeared (`viewDidDisappear`); a cancelled
    /// transition turns appearing into disappearing and back.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// The problems in `callbacks` (in order) for a controller whose view is
    /// in the window (`visible`) once everything has settled.
    static func appearanceProblems(_ callbacks: [Timeline.Callback], visible: Bool) -> [String] {
        var state: Appearance?   // unknown before the first callback the harness saw
        var problems: [String] = []
        for callback in callbacks {
            let (allowed, next): ([Appearance], Appearance)
            switch callback {
            case .viewWillAppear: (allowed, next) = ([.disappeared, .disappearing], .appearing)
            case .viewDidAppear: (allowed, next) = ([.appearing], .appeared)
            case .viewWillDisappear: (allowed, next) = ([.appeared, .appearing], .disappearing)
            case .viewDidDisappear: (allowed, next) = ([.disappearing], .disappeared)
            default: continue
            }
            if let state, !allowed.contains(state) { problems.append("\(callback) while \(state)") }
            state = next
        }
        let settled = state ?? (visible ? .appeared : .disappeared)
        if settled != (visible ? .appeared : .disappeared) {
            problems.append("ends \(settled) while its view is \(visible ? "" : "not ")in the window")
        }
        return problems
    }

    @Test("A random present/dismiss/push/pop script keeps the hierarchy invariants and balanced appearance calls")
    func scriptsKeepInvariants() async {
        await propertyCheck(count: 40, input: Self.steps) { steps in
            let rootChild = UIViewController()
            let root = UINavigationController(rootViewController: rootChild)
            var controllers: [UIViewController] = [root, rootChild]
            let harness = TransitionHarness(root: root)
            defer { harness.tearDown() }
            harness.runUntilIdle()
            for step in steps {
                var top: UIViewController = root
                while let next = top.presentedViewController { top = next }
                let nav = top as? UINavigationController ?? top.navigationController
                let animated = step.variant >= 0.15
                switch step.action {
                case 0:
                    let child = UIViewController()
                    let presented = step.variant < 0.5 ? child : UINavigationController(rootViewController: child)
                    presented.modalPresentationStyle = [.fullScreen, .overFullScreen, .pageSheet][Int(step.variant * 30) % 3]
                    controllers += presented === child ? [child] : [presented, child]
                    top.present(presented, animated: animated)
                case 1:
                    top.presentingViewController?.dismiss(animated: animated)
                case 2:
                    guard let nav else { break }
                    let child = UIViewController()
                    controllers.append(child)
                    nav.pushViewController(child, animated: animated)
                default:
                    nav?.popViewController(animated: animated)
                }
                harness.runUntilIdle()
            }
            #expect(harness.violations == [])
            for controller in controllers {
                let visible = controller.viewIfLoaded?.window != nil
                let problems = Self.appearanceProblems(harness.timeline.callbacks(of: controller), visible: visible)
                #expect(problems == [], "\(controller): \(harness.timeline.callbacks(of: controller))")
            }
        }
    }

    @Test("Short StressRunner runs from random seeds (faults, swipes, rotations, misuse) leave no violations")
    func stressSeeds() async {
        await propertyCheck(count: 8, input: Gen.uint64()) { seed in
            let runner = StressRunner(seed: seed)
            runner.stepsPerSequence = 6
            let report = runner.run(count: 4)
            #expect(report.violations == [], "seed \(seed): \(report.violations.prefix(3))")
        }
    }
}
