import Foundation

/// What the pinch and rotation recognizers share: the two fingers' span
/// (distance and angle) with its history, for a value and its velocity.
@MainActor
struct TwoFingerTracking {
    /// Samples of (time, value) for the velocity (the last 100 ms, as the pan's).
    private(set) var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// The vector from the first to the second of `touches` (by touch id), window coordinates.
    static func span(of touches: [UITouch]) -> CGVector? {
        let sorted = touches.sorted { $0.touchID < $1.touchID }
        guard sorted.count >= 2 else { return nil }
        let a = sorted[0].locationInWindow, b = sorted[1].locationInWindow
        return CGVector(dx: b.x - a.x, dy: b.y - a.y)
    }

    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1] = (last.time, value)
        } else {
            samples.append((time, value))
        }
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    /// The value's rate of change per second: newest sample against the
    /// oldest at most 100 ms older (or the previous one).
    var velocity: CGFloat {
        guard let newest = samples.last, samples.count > 1 else { return 0 }
        let earlier = samples.dropLast()
        let base = earlier.first { newest.time - $0.time <= 0.1 + 1e-9 } ?? earlier.last!
        let dt = newest.time - base.time
        return dt > 0 ? (newest.value - base.value) / dt : 0
    }

    mutating func reset() { samples = [] }
}

extension UIGestureRecognizer {
    /// A two-finger recognizer's lift: it ends when fewer than two fingers
    /// remain while it recognizes, and fails when every finger lifts before
    /// it began. Returns how many tracked fingers remain.
    @discardableResult
    func liftTwoFingerGesture(_ touches: Set<UITouch>) -> Int {
        let remaining = trackedTouches.filter { !touches.contains($0) }.count
        switch state {
        case .began, .changed:
            if remaining < 2 { state = .ended }
        case .possible:
            if remaining == 0 { state = .failed }
        default:
            break
        }
        return remaining
    }

    /// A cancelled touch cancels a recognizing continuous gesture, or fails an undecided one.
    func cancelContinuousGesture() {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
}
