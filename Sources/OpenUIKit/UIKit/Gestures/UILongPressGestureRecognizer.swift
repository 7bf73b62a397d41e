import Foundation

/// A continuous recognizer for a press held in place (`UILongPressGestureRecognizer`).
///
/// UIKit's documented state machine: after `numberOfTapsRequired` taps
/// (default 0), `numberOfTouchesRequired` fingers (default 1) go down and
/// stay within `allowableMovement` (default 10 pt) for
/// `minimumPressDuration` (default 0.5 s) of media time: `.began`. Then
/// every move is `.changed` (any distance), lifting a finger `.ended`, a
/// cancelled touch `.cancelled`. Before it begins it fails when a finger
/// moves too far, lifts early, more fingers than required go down, or a
/// touch is cancelled. Between the preliminary taps the next must begin
/// within 0.35 s (the tap recognizer's interval; Segue's choice).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held (seconds, default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers that must press (default 1).
    open var numberOfTouchesRequired = 1
    /// Full taps before the press (default 0).
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins (points, default 10).
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var touchesDown = 0
    private var tapsCompleted = 0
    private var pressing = false

    private func fail() { if state == .possible { cancelTimers(); state = .failed } }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for t in touches { startLocations[ObjectIdentifier(t)] = t.locationInWindow }
        if touchesDown == 0 { cancelTimers() }
        touchesDown += touches.count
        if touchesDown > numberOfTouchesRequired { return fail() }
        guard touchesDown == numberOfTouchesRequired else { return }
        pressing = tapsCompleted >= numberOfTapsRequired
        if pressing {
            schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible, self.touchesDown == self.numberOfTouchesRequired else { return }
                self.state = .began
            }
        } else {
            // A preliminary tap must be short, like a tap.
            schedule(after: UITapGestureRecognizer.maximumTapDuration) { [weak self] in self?.fail() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if movedTooFar(touches) { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            if movedTooFar(touches) || pressing { return fail() }
            touchesDown = max(0, touchesDown - touches.count)
            guard touchesDown == 0 else { return }
            cancelTimers()
            tapsCompleted += 1
            startLocations = [:]
            schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in self?.fail() }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { fail() }
    }

    open override func reset() {
        super.reset()
        startLocations = [:]
        touchesDown = 0
        tapsCompleted = 0
        pressing = false
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { t in
            guard let s = startLocations[ObjectIdentifier(t)] else { return false }
            return hypot(t.locationInWindow.x - s.x, t.locationInWindow.y - s.y) > allowableMovement
        }
    }
}
