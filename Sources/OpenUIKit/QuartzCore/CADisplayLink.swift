import Foundation

/// A timer synchronised with the display (`CADisplayLink`).
///
/// Without the Objective-C runtime the target-action pair is a method
/// reference, `CADisplayLink(target: self, selector: Self.step(_:))`, or a
/// closure, `CADisplayLink(action:)`. As in Core Animation, the link retains
/// its target until it is invalidated. The link fires once per tick of `MediaClock.current` while added and not
/// paused; with a `preferredFrameRateRange` (or `preferredFramesPerSecond`)
/// below the tick rate it skips ticks to approximate that rate.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The action; nil once invalidated (which lets go of the target).
    private var action: TargetAction<CADisplayLink>?
    /// The time of the last frame delivered to the action.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next expected frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The tick interval in effect.
    public var duration: CFTimeInterval { MediaClock.current.frameInterval }
    public var isPaused = false
    public var preferredFrameRateRange: CAFrameRateRange = .default
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }
    private(set) var isAdded = false
    private var lastFire: CFTimeInterval = -.infinity

    /// Creates a link that calls `action` each frame (closure form of `target:selector:`).
    public init(action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.action = .closure(target: nil, action)
    }

    /// A link that calls `selector` on `target` each frame: a method taking
    /// the link (`step(_ link: CADisplayLink)`) or nothing. The link retains
    /// `target` until `invalidate()`.
    public init<Receiver>(target: Any, selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        self.action = .method(target: target, retainsTarget: true, selector)
    }

    public init<Receiver>(target: Any, selector: @escaping (Receiver) -> () -> Void) {
        self.action = .method(target: target, retainsTarget: true, selector)
    }

    /// A link that sends the selector `sel` to `target` each frame, with the
    /// link as the argument (Core Animation's own form). The link retains
    /// `target` until `invalidate()`.
    public init(target: Any, selector sel: Selector) {
        self.action = .selector(target: target, retainsTarget: true, sel)
    }

    /// Starts delivering frames (the run loop arguments are accepted for source compatibility).
    public func add(to runloop: RunLoop = .main, forMode mode: RunLoop.Mode = .common) {
        guard !isAdded else { return }
        isAdded = true
        AnimationEngine.shared.displayLinks.append(self)
    }

    /// Stops delivering frames and releases the link from the run loop.
    public func invalidate() {
        isAdded = false
        action = nil
        AnimationEngine.shared.displayLinks.removeAll { $0 === self }
    }

    func fire(now: CFTimeInterval, interval: CFTimeInterval) {
        guard isAdded, !isPaused else { return }
        if let fps = preferredFrameRateRange.preferred, fps > 0 {
            let period = 1 / Double(fps)
            if now - lastFire < period - interval / 2 { return }
        }
        lastFire = now
        timestamp = now
        targetTimestamp = now + interval
        action?.perform(sender: self)
    }
}

extension CADisplayLink {
    /// A link for engine work that holds its owner weakly: it calls `step`
    /// with the frame's timestamp each frame and invalidates itself once
    /// `owner` is gone, so a link never outlives what it drives (a link left
    /// added keeps the run loop busy: `runUntilIdle` would wait for ever).
    convenience init<Owner: AnyObject>(weakOwner owner: Owner,
                                       step: @escaping @MainActor (Owner, CFTimeInterval) -> Void) {
        self.init { [weak owner] link in
            guard let owner else { return link.invalidate() }
            step(owner, link.timestamp)
        }
    }
}
