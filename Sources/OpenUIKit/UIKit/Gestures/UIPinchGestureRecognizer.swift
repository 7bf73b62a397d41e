import Foundation

/// A continuous recognizer for two fingers pinching (`UIPinchGestureRecognizer`).
///
/// It begins once the distance between the two fingers has changed by at
/// least `hysteresis` (10 pt, as the pan's; UIKit's value is private) from
/// where they went down; `scale` is the distance over the distance at the
/// start (so it already differs from 1 at `.began`, as the pan's
/// translation does). Every move after is `.changed`; lifting a finger
/// ends it. `velocity` is the scale's change per second over the last
/// 100 ms. Setting `scale` (typically back to 1 after applying it) re-bases
/// later values on the current distance. A single finger never begins it;
/// lifting all fingers first makes it fail.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Distance change needed before `.began` (points).
    public static let hysteresis: CGFloat = 10

    private var startDistance: CGFloat?
    private var baseDistance: CGFloat = 1
    private var baseScale: CGFloat = 1
    private var currentDistance: CGFloat = 1
    private var tracking = TwoFingerTracking()

    /// The scale factor relative to the fingers' distance when the pinch started.
    open var scale: CGFloat {
        get { baseScale * currentDistance / max(baseDistance, 0.0001) }
        set {
            guard newValue.isFinite, newValue > 0 else {
                EventDiagnostics.report("UIPinchGestureRecognizer.scale: ignoring invalid scale \(newValue)")
                return
            }
            baseScale = newValue
            baseDistance = currentDistance
        }
    }

    /// The scale's change per second.
    open var velocity: CGFloat { tracking.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches.sorted(by: { $0.touchID < $1.touchID }) where numberOfTouches > 2 { ignore(t, for: event) }
        guard let span = TwoFingerTracking.span(of: trackedTouches) else { return }
        let distance = hypot(span.dx, span.dy)
        if startDistance == nil {
            startDistance = distance
            baseDistance = distance
            currentDistance = distance
        } else {
            // A finger replaced: keep the scale continuous.
            baseScale = scale
            baseDistance = distance
            currentDistance = distance
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerTracking.span(of: trackedTouches), let start = startDistance else { return }
        currentDistance = hypot(span.dx, span.dy)
        tracking.add(scale, at: touches.map(\.timestamp).max() ?? CACurrentMediaTime())
        switch state {
        case .possible:
            if pendingState == nil, abs(currentDistance - start) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { liftTwoFingerGesture(touches) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        startDistance = nil
        baseDistance = 1
        baseScale = 1
        currentDistance = 1
        tracking.reset()
    }
}
