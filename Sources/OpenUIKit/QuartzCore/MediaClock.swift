import Foundation

/// The one clock that drives Segue: display-link ticks, animation media time
/// and gesture timestamps all read it.
///
/// A *virtual* clock only moves when told (`advance(by:)`, `tick(at:)`), so
/// tests and offline rendering are deterministic and never sleep. A
/// *real-time* clock reads the monotonic system clock, for live use.
/// `CACurrentMediaTime()` returns `MediaClock.current.now`.
///
/// Each tick runs, in order: deferred run-loop work, display links,
/// animation evaluation (start/stop detection), start/stop callbacks and
/// completions, layout, and finally a commit that stamps pending animation
/// begin times and produces each window's render-tree snapshot.
@preconcurrency @MainActor
public final class MediaClock {
    /// Whether the clock is virtual or follows real time.
    public enum Kind: Sendable { case virtual, realTime }

    public let kind: Kind
    private var virtualNow: Double
    private let realOrigin: UInt64
    /// The interval between ticks used by `advance(by:)` and display links (default 1/60 s).
    public var frameInterval: CFTimeInterval = 1.0 / 60.0

    /// The clock `CACurrentMediaTime()` reads. Replace it with `install(_:)`.
    public private(set) static var current = MediaClock(virtualStartingAt: 0.0)

    /// A virtual clock starting at `start` seconds.
    public init(virtualStartingAt start: CFTimeInterval = 0) {
        kind = .virtual
        virtualNow = start.isFinite ? start : 0
        realOrigin = 0
    }

    private init(realTime: Void) {
        kind = .realTime
        virtualNow = 0
        realOrigin = DispatchTime.now().uptimeNanoseconds
    }

    /// A clock that follows the monotonic system clock.
    public static func realTime() -> MediaClock { MediaClock(realTime: ()) }

    /// Makes `clock` current and resets the engine's pending work (animation
    /// bookkeeping, deferred blocks, display links), so each test starts clean.
    public static func install(_ clock: MediaClock) {
        current = clock
        AnimationEngine.shared.reset()
        MediaTimeSource.update(kind: clock.kind, now: clock.now, origin: clock.realOrigin)
    }

    /// Installs a new virtual clock starting at `start` and returns it.
    ///
    /// Call it at the top of a synchronous `@MainActor` test: the engine is
    /// shared, so a test must not suspend between installing its clock and
    /// finishing with it.
    @discardableResult
    public static func installVirtual(startingAt start: CFTimeInterval = 0) -> MediaClock {
        let clock = MediaClock(virtualStartingAt: start)
        install(clock)
        return clock
    }

    /// The current media time in seconds.
    public var now: CFTimeInterval {
        switch kind {
        case .virtual: return virtualNow
        case .realTime: return Double(DispatchTime.now().uptimeNanoseconds - realOrigin) / 1e9
        }
    }

    /// Runs one tick at the current time (real-time clocks read the system clock).
    public func tick() {
        AnimationEngine.shared.tick(now: now)
    }

    /// Moves a virtual clock to `time` (never backwards) and runs one tick there.
    public func tick(at time: CFTimeInterval) {
        guard kind == .virtual else { return tick() }
        guard time.isFinite else {
            Log.quartzCore.warning("MediaClock.tick(at:): ignoring non-finite time \(time)")
            return
        }
        virtualNow = max(virtualNow, time)
        if MediaClock.current === self { MediaTimeSource.update(kind: kind, now: virtualNow, origin: 0) }
        AnimationEngine.shared.tick(now: virtualNow)
    }

    /// Advances a virtual clock by `duration`, ticking every `frameInterval`
    /// (the last step may be shorter). Never sleeps.
    public func advance(by duration: CFTimeInterval) {
        guard duration.isFinite, duration > 0 else {
            if !duration.isFinite || duration < 0 {
                Log.quartzCore.warning("MediaClock.advance(by:): ignoring invalid duration \(duration)")
            }
            return tick(at: virtualNow)
        }
        let end = virtualNow + duration
        let step = frameInterval > 0 && frameInterval.isFinite ? frameInterval : 1.0 / 60.0
        while virtualNow + step < end - 1e-9 {
            tick(at: virtualNow + step)
        }
        tick(at: end)
    }

    /// Ticks until `condition` holds or `timeout` seconds of media time pass.
    /// Returns whether the condition held.
    @discardableResult
    public func advance(until condition: () -> Bool, timeout: CFTimeInterval = 10) -> Bool {
        let deadline = virtualNow + timeout
        while !condition() {
            if virtualNow >= deadline { return false }
            tick(at: min(virtualNow + frameInterval, deadline))
        }
        return true
    }

    /// Calls `observer` after every commit with the commit's media time (for
    /// recorders that need the snapshot of each tick). Observers are removed
    /// when another clock is installed; keep the token to remove one earlier.
    @discardableResult
    public func addCommitObserver(_ observer: @escaping @MainActor (CFTimeInterval) -> Void) -> Int {
        AnimationEngine.shared.addCommitObserver(observer)
    }

    public func removeCommitObserver(_ token: Int) {
        AnimationEngine.shared.removeCommitObserver(token)
    }

    /// Whether each commit captures the visible windows' render-tree snapshots
    /// (default true). Headless code that never reads frames — benchmarks,
    /// long stress runs — may turn it off; `RenderTree.committed(for:)` is then
    /// nil and `snapshotView(afterScreenUpdates: false)` treats every view as
    /// already rendered.
    public var capturesSnapshots: Bool {
        get { AnimationEngine.shared.capturesSnapshots }
        set { AnimationEngine.shared.capturesSnapshots = newValue }
    }

    /// True when nothing is animating and no deferred work or display link is pending.
    public var isIdle: Bool { AnimationEngine.shared.isIdle }

    /// What keeps the clock from being idle (`isIdle`), and the virtual-time
    /// timers still armed, described for people (a test harness names them
    /// when it gives up waiting).
    @_spi(SegueTesting) public struct PendingWork: Sendable {
        /// Layers with animations: the layer (and its view) and the animation keys.
        public var animations: [(layer: String, keys: [String])] = []
        /// Display links added and not paused.
        public var displayLinks: [String] = []
        /// Armed timers, earliest first: fire time and purpose. They do not keep the clock busy.
        public var timers: [(time: CFTimeInterval, label: String)] = []
        /// Blocks deferred to the next tick (the next run-loop turn).
        public var deferredBlocks = 0
        /// Animation stop events and completions not yet delivered.
        public var callbacks = 0
    }

    @_spi(SegueTesting) public var pendingWork: PendingWork { AnimationEngine.shared.pendingWork }

    /// Ticks until idle (or `timeout`); returns whether it became idle.
    @discardableResult
    public func runUntilIdle(timeout: CFTimeInterval = 10) -> Bool {
        tick(at: virtualNow)
        return advance(until: { isIdle }, timeout: timeout)
    }
}

/// The time `CACurrentMediaTime()` reports, readable from any thread.
enum MediaTimeSource {
    nonisolated(unsafe) private static var kind: MediaClock.Kind = .virtual
    nonisolated(unsafe) private static var virtualNow: Double = 0
    nonisolated(unsafe) private static var origin: UInt64 = 0

    static func update(kind: MediaClock.Kind, now: Double, origin: UInt64) {
        self.kind = kind
        self.virtualNow = now
        self.origin = origin
    }

    /// Whether the installed clock is virtual.
    static var isVirtual: Bool { kind == .virtual }

    static var now: Double {
        switch kind {
        case .virtual: return virtualNow
        case .realTime: return Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9
        }
    }
}

/// The current media time in seconds, read from `MediaClock.current`.
public func CACurrentMediaTime() -> CFTimeInterval { MediaTimeSource.now }
