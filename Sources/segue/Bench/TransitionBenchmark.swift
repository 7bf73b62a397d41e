import Foundation
import OpenUIKit
import SegueDemos
import SegueTesting

/// Whole transitions on the virtual clock, without rendering.
@MainActor
enum TransitionBenchmark {
    /// Median wall time of one complete non-interactive present + dismiss of
    /// the Guess the Pet flip, ticked at 120 Hz (each run on a fresh app).
    static func flipPresentDismiss(iterations: Int) -> Double {
        var samples: [Double] = []
        // One untimed run first: the app's artwork is drawn once and cached
        // (as UIImage(named:) does), and the runtime's type caches fill.
        for iteration in -1..<iterations {
            let root = GuessThePetApp.makeRootViewController()
            let harness = TransitionHarness(root: root, frameRate: 120)
            harness.runUntilIdle()
            harness.clock.capturesSnapshots = false   // no rendering: nobody reads frames
            let start = Measure.now()
            presentAndDismissFlip(harness)
            if iteration >= 0 { samples.append(Double(Measure.now() - start) / 1e6) }
            precondition(root.presentedViewController == nil, "the flip did not dismiss")
            harness.tearDown()
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Median wall time of one complete non-interactive iOS 18 zoom present
    /// + dismiss (`preferredTransition = .zoom`, from a thumbnail) ticked
    /// at 120 Hz, each run on a fresh window.
    static func zoomPresentDismiss(iterations: Int) -> Double {
        var samples: [Double] = []
        for iteration in -1..<iterations {
            let root = UIViewController()
            let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 110, height: 110))
            thumbnail.layer.cornerRadius = 12
            root.view.addSubview(thumbnail)
            let harness = TransitionHarness(root: root, frameRate: 120)
            harness.runUntilIdle()
            harness.clock.capturesSnapshots = false
            let detail = UIViewController()
            detail.preferredTransition = .zoom { _ in thumbnail }
            let start = Measure.now()
            root.present(detail, animated: true)
            harness.runUntilIdle()
            detail.dismiss(animated: true)
            harness.runUntilIdle()
            if iteration >= 0 { samples.append(Double(Measure.now() - start) / 1e6) }
            precondition(root.presentedViewController == nil, "the zoom did not dismiss")
            harness.tearDown()
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Taps the card (the 0.6 s flip presents), then the reveal screen (it dismisses).
    /// Not inlined: profilers can then isolate exactly the measured work.
    @inline(never)
    static func presentAndDismissFlip(_ harness: TransitionHarness) {
        harness.tap(at: CGPoint(x: 195, y: 360))
        harness.runUntilIdle()
        harness.tap(at: CGPoint(x: 195, y: 420))
        harness.runUntilIdle()
    }

    /// Runs `count` complete present + dismiss transitions in one process and
    /// reports surviving controllers and resident-memory growth.
    static func leaks(count: Int) -> (survivors: Int, growthBytes: Int) {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                StressAnimator.make(.none, duration: 0.1)
            }
            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                StressAnimator.make(.none, duration: 0.1)
            }
        }
        let home = UIViewController()
        let harness = TransitionHarness(root: home, frameRate: 60)
        let delegate = Delegate()
        var survivors = 0
        var baseline = 0
        for i in 0..<count {
            weak var weakPresented: UIViewController?
            weak var weakView: UIView?
            do {
                let presented = UIViewController()
                presented.modalPresentationStyle = i % 2 == 0 ? .fullScreen : .overFullScreen
                presented.transitioningDelegate = delegate
                weakPresented = presented
                weakView = presented.view
                home.present(presented, animated: true)
                harness.runUntilIdle()
                presented.dismiss(animated: true)
                harness.runUntilIdle()
            }
            if weakPresented != nil || weakView != nil { survivors += 1 }
            // The harness's own record of events is the measuring tool's,
            // not the transitions': it would grow by every event of 10,000
            // transitions.
            harness.timeline.reset()
            if i == 99 { baseline = ProcessMemory.residentBytes }  // after warm-up
        }
        let growth = ProcessMemory.residentBytes - baseline
        harness.tearDown()
        return (survivors, growth)
    }
}

extension TransitionBenchmark {
    /// Profiling aid: one app, `count` present + dismiss cycles of the flip.
    static func flipLoop(count: Int) -> Double {
        let root = GuessThePetApp.makeRootViewController()
        let harness = TransitionHarness(root: root, frameRate: 120)
        harness.runUntilIdle()
        harness.clock.capturesSnapshots = false
        let start = Measure.now()
        for _ in 0..<count { presentAndDismissFlip(harness) }
        harness.tearDown()
        return Double(Measure.now() - start) / 1e6 / Double(count)
    }
}
