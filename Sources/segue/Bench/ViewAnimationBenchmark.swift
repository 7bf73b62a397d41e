import Foundation
import OpenUIKit

/// The view animation path under load: N views animated by one
/// `UIView.animate` block changing frame, alpha and transform. Measures the
/// `animate` call itself (building and adding the animations) and the
/// per-tick cost of evaluating and committing them afterwards.
@MainActor
enum ViewAnimationBenchmark {
    struct Result {
        let views: Int
        /// Median time of the `UIView.animate` call, over `trials` fresh setups.
        let medianAnimateMilliseconds: Double
        /// The same with the C heap keeping what earlier trials freed (as a
        /// running app's heap does) instead of handing it back to the kernel
        /// and faulting it in again; nil where the C library has no `mallopt`.
        var medianAnimateWarmHeapMilliseconds: Double?
        /// Median time of one tick while the animations run.
        let medianTickMilliseconds: Double
    }

    static func run(viewCount: Int, ticks: Int, trials: Int = 9) -> Result {
        var result = run(viewCount: viewCount, ticks: ticks, trials: trials, measuringTicks: true)
        // Each trial frees the last one's views and animations; by default
        // glibc hands that memory back to the kernel and the next trial
        // faults it in again, which a running app's heap does not do.
        result.medianAnimateWarmHeapMilliseconds = HeapTrimming.withoutTrimming {
            run(viewCount: viewCount, ticks: ticks, trials: trials, measuringTicks: false).medianAnimateMilliseconds
        }
        return result
    }

    private static func run(viewCount: Int, ticks: Int, trials: Int, measuringTicks: Bool) -> Result {
        var animateSamples: [Double] = []
        var tickMedian = 0.0
        for trial in 0..<max(trials, 1) {
            let clock = MediaClock.installVirtual()
            clock.frameInterval = 1.0 / 120.0
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            var views: [UIView] = []
            views.reserveCapacity(viewCount)
            for i in 0..<viewCount {
                let view = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39 % 84) * 10,
                                                width: 20, height: 20))
                window.addSubview(view)
                views.append(view)
            }
            clock.tick()
            let start = Measure.now()
            UIView.animate(withDuration: 1000) {
                for view in views {
                    let f = view.frame
                    view.frame = CGRect(x: f.minX + 100, y: f.minY + 50, width: 30, height: 30)
                    view.alpha = 0.2
                    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                }
            }
            animateSamples.append(Double(Measure.now() - start) / 1e6)
            // Ticks are measured once, on the last trial.
            if measuringTicks, trial == max(trials, 1) - 1 {
                clock.tick()
                var t = clock.now
                tickMedian = Measure.median(iterations: ticks) {
                    t += 1.0 / 120.0
                    clock.tick(at: t)
                }
            }
            withExtendedLifetime((window, views)) {}
        }
        animateSamples.sort()
        return Result(views: viewCount, medianAnimateMilliseconds: animateSamples[animateSamples.count / 2],
                      medianTickMilliseconds: tickMedian)
    }
}
