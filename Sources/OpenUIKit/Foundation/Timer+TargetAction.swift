import Foundation

/// Foundation's target-action timers, with a method reference where Apple's
/// Foundation takes a selector (swift-corelibs-foundation has only the block
/// forms):
///
/// ```swift
/// Timer.scheduledTimer(timeInterval: 1, target: self, selector: Self.tick(_:), userInfo: nil, repeats: true)
/// ```
///
/// As in Foundation, the timer retains its target until it is invalidated
/// (a non-repeating timer invalidates itself after firing). The method takes
/// the timer or nothing. Differences (docs/FIDELITY.md): `userInfo` is
/// accepted but not readable back through `timer.userInfo`, and these
/// timers run on Foundation's run loop, which Segue's virtual clock does not
/// drive: under `MediaClock.installVirtual()` they fire only when the run
/// loop runs.
extension Timer {
    @preconcurrency @MainActor
    public class func scheduledTimer<Receiver>(timeInterval: TimeInterval, target: Any,
                                               selector: @escaping (Receiver) -> (Timer) -> Void,
                                               userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    @preconcurrency @MainActor
    public class func scheduledTimer<Receiver>(timeInterval: TimeInterval, target: Any,
                                               selector: @escaping (Receiver) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    @preconcurrency @MainActor
    public convenience init<Receiver>(timeInterval: TimeInterval, target: Any,
                                      selector: @escaping (Receiver) -> (Timer) -> Void,
                                      userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats, action: .method(target: target, retainsTarget: true, selector))
    }

    @preconcurrency @MainActor
    public convenience init<Receiver>(timeInterval: TimeInterval, target: Any,
                                      selector: @escaping (Receiver) -> () -> Void,
                                      userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats, action: .method(target: target, retainsTarget: true, selector))
    }

    /// A scheduled timer that sends the selector `aSelector` to `target`
    /// (retained until the timer is invalidated), with the timer as the argument.
    @preconcurrency @MainActor
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer, to be added to a run loop, that sends the selector
    /// `s` to `t` (retained until the timer is invalidated).
    @preconcurrency @MainActor
    public convenience init(timeInterval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                            repeats rep: Bool) {
        self.init(timeInterval: ti, repeats: rep, action: .selector(target: t, retainsTarget: true, s))
    }

    /// A block timer that performs `action` (which holds the target) on the
    /// main thread; the block, and so the target, goes with the timer.
    @MainActor
    private convenience init(timeInterval: TimeInterval, repeats: Bool, action: TargetAction<Timer>) {
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            guard MainThreadChecker.check("-[NSTimer fire] (a target-action timer scheduled off the main run loop)") else { return }
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { action.perform(sender: timer) }
        }
    }
}
