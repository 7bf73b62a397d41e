import Foundation

/// A timer synchronised with the display (`CADisplayLink`).
///
/// Without the Objective-C runtime the target-action pair is a closure. The
/// link fires once per tick of `MediaClock.current` while added and not
/// paused; with a `preferredFrameRateRange` (or `preferredFramesPerSecond`)
/// below the tick rate it skips ticks to approximate that rate.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private let action: @MainActor (CADisplayLink) -> Void
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
        self.action = action
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
        action(self)
    }
}
