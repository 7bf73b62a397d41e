import Foundation

/// A discrete recognizer for one or more taps (`UITapGestureRecognizer`).
///
/// It recognizes (`.ended`) when the last finger of the
/// `numberOfTapsRequired`-th tap lifts. It fails when:
/// - a finger moves more than `allowableMovement` (10 pt) from where it
///   went down;
/// - a tap is held longer than `maximumTapDuration` (0.75 s);
/// - more fingers than `numberOfTouchesRequired` go down, or a tap ends
///   with fewer than that many having been down together;
/// - the next tap of a multi-tap does not begin within
///   `maximumIntervalBetweenTaps` (0.35 s) of the previous tap ending, or
///   begins more than `allowableSeparation` (45 pt) from the first tap;
/// - a touch is cancelled.
/// These are UIKit's private `_UITapRecognizer` settings as far as they are
/// known; the 10 pt and 0.75 s figures are Segue's documented choices.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (default 1).
    open var numberOfTapsRequired = 1
    /// Fingers per tap (default 1).
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap (points).
    public static let allowableMovement: CGFloat = 10
    /// How long a tap may be held (seconds).
    public static let maximumTapDuration: TimeInterval = 0.75
    /// The multi-tap window: the next tap must begin this soon after the previous one ended (seconds).
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// How far later taps may land from the first (points).
    public static let allowableSeparation: CGFloat = 45

    private var tapsCompleted = 0
    private var firstTapLocation: CGPoint?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var touchesDown = 0
    private var maxTouchesThisTap = 0

    private func fail() { if state == .possible { state = .failed } }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        cancelTimers()
        if touchesDown == 0 {
            if let first = firstTapLocation {
                let c = centroidInWindow(Array(touches))
                if hypot(c.x - first.x, c.y - first.y) > Self.allowableSeparation { return fail() }
            }
            maxTouchesThisTap = 0
            schedule(after: Self.maximumTapDuration) { [weak self] in
                guard let self, self.touchesDown > 0 else { return }
                self.fail()
            }
        }
        for t in touches { startLocations[ObjectIdentifier(t)] = t.locationInWindow }
        touchesDown += touches.count
        maxTouchesThisTap = max(maxTouchesThisTap, touchesDown)
        if touchesDown > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if movedTooFar(touches) { fail() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if movedTooFar(touches) { return fail() }
        touchesDown = max(0, touchesDown - touches.count)
        guard touchesDown == 0 else { return }
        cancelTimers()
        guard maxTouchesThisTap == numberOfTouchesRequired else { return fail() }
        if firstTapLocation == nil { firstTapLocation = lastCentroidInWindow }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in self?.fail() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstTapLocation = nil
        startLocations = [:]
        touchesDown = 0
        maxTouchesThisTap = 0
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { t in
            guard let s = startLocations[ObjectIdentifier(t)] else { return false }
            return hypot(t.locationInWindow.x - s.x, t.locationInWindow.y - s.y) > Self.allowableMovement
        }
    }
}
