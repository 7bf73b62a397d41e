import Foundation

/// A continuous recognizer for two fingers turning (`UIRotationGestureRecognizer`).
///
/// `rotation` is the angle in radians the line between the two fingers has
/// turned since they went down (clockwise positive, in UIKit's flipped
/// coordinates; unwrapped, so it can pass ±π). It begins once that angle
/// reaches `hysteresis` (5°; UIKit's value is private), changes on each
/// move after, and ends when a finger lifts. `velocity` is radians per
/// second over the last 100 ms. Setting `rotation` (typically to 0 after
/// applying it) re-bases later values.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn needed before `.began` (radians).
    public static let hysteresis: CGFloat = 5 * .pi / 180

    private var lastAngle: CGFloat?
    /// The unwrapped turn since the fingers went down.
    private var turned: CGFloat = 0
    private var offset: CGFloat = 0
    private var tracking = TwoFingerTracking()

    /// The rotation in radians since the gesture started (or since it was last set).
    open var rotation: CGFloat {
        get { turned + offset }
        set {
            guard newValue.isFinite else {
                EventDiagnostics.report("UIRotationGestureRecognizer.rotation: ignoring non-finite rotation \(newValue)")
                return
            }
            offset = newValue - turned
        }
    }

    /// The rotation's speed in radians per second.
    open var velocity: CGFloat { tracking.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches.sorted(by: { $0.touchID < $1.touchID }) where numberOfTouches > 2 { ignore(t, for: event) }
        if let span = TwoFingerTracking.span(of: trackedTouches) { lastAngle = atan2(span.dy, span.dx) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerTracking.span(of: trackedTouches), let previous = lastAngle else { return }
        let angle = atan2(span.dy, span.dx)
        var delta = angle - previous
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        tracking.add(rotation, at: touches.map(\.timestamp).max() ?? CACurrentMediaTime())
        switch state {
        case .possible:
            if pendingState == nil, abs(turned) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if liftTwoFingerGesture(touches) < 2 { lastAngle = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        lastAngle = nil
        turned = 0
        offset = 0
        tracking.reset()
    }
}
