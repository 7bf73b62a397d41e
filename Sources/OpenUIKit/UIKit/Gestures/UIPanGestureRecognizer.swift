import Foundation

/// A continuous recognizer for dragging fingers (`UIPanGestureRecognizer`).
///
/// - It begins once the centroid of at least `minimumNumberOfTouches`
///   fingers has moved at least `hysteresis` (10 pt, UIKit's
///   `_defaultHysteresis`) from where it went down; then every move is
///   `.changed`, and it ends when the fingers lift (fewer than the minimum
///   remain) or is cancelled with a cancelled touch. A touch that lifts
///   before the hysteresis is crossed makes it fail.
/// - Fingers beyond `maximumNumberOfTouches` are ignored.
/// - `translation(in:)` is the centroid's movement since the first touch
///   went down, so at `.began` it already includes the ~10 pt of
///   hysteresis (observed for the plain pan, docs/UIKIT-FACTS.md,
///   "Gestures"; the screen-edge subclass removes it). Fingers going down
///   or up re-anchor the centroid without a jump.
/// - `velocity(in:)` is in points per second of media time: the
///   translation difference between the newest sample and the oldest
///   sample at most 100 ms older, divided by their time difference — the
///   time-weighted average of the per-event velocities over the last
///   100 ms (when no sample is that recent, the previous one is used).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fingers needed to begin (default 1).
    open var minimumNumberOfTouches = 1
    /// Fingers that count (default `Int.max`: UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// Movement needed before `.began` (points).
    public static let hysteresis: CGFloat = 10
    /// The velocity averaging window (seconds).
    public static let velocityWindow: TimeInterval = 0.1

    /// Accumulated translation, window coordinates.
    var translationInWindow: CGPoint = .zero
    private var anchor: CGPoint?
    var samples: [(time: TimeInterval, translation: CGPoint)] = []

    /// The translation in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(translationInWindow, to: view)
    }

    /// Resets the translation to `translation` in `view`'s coordinates
    /// (usually `.zero` after applying it); the velocity is unaffected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.isFinitePoint else {
            EventDiagnostics.report("UIPanGestureRecognizer.setTranslation(_:in:): ignoring non-finite translation \(translation)")
            return
        }
        let target = convertVectorToWindow(translation, from: view)
        shiftTranslation(by: CGPoint(x: target.x - translationInWindow.x, y: target.y - translationInWindow.y))
    }

    func shiftTranslation(by d: CGPoint) {
        translationInWindow = CGPoint(x: translationInWindow.x + d.x, y: translationInWindow.y + d.y)
        samples = samples.map { ($0.time, CGPoint(x: $0.translation.x + d.x, y: $0.translation.y + d.y)) }
    }

    /// The velocity in points per second in `view`'s coordinates (nil: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last, samples.count > 1 else { return .zero }
        let earlier = samples.dropLast()
        let base = earlier.first { newest.time - $0.time <= Self.velocityWindow + 1e-9 } ?? earlier.last!
        let dt = newest.time - base.time
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (newest.translation.x - base.translation.x) / dt,
                        y: (newest.translation.y - base.translation.y) / dt)
        return convertVectorFromWindow(v, to: view)
    }

    private func addSample(_ time: TimeInterval) {
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1] = (last.time, translationInWindow)
        } else {
            samples.append((time, translationInWindow))
        }
        let keepAfter = time - 1.0
        if samples.count > 2, let i = samples.firstIndex(where: { $0.time >= keepAfter }), i > 1 {
            samples.removeFirst(i - 1)
        }
    }

    /// Whether the accumulated window-space translation crosses the hysteresis.
    func shouldRecognize(translation t: CGPoint) -> Bool {
        hypot(t.x, t.y) >= Self.hysteresis
    }

    /// Called just before `.began` is requested.
    func willBegin() {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches.sorted(by: { $0.touchID < $1.touchID }) where numberOfTouches > maximumNumberOfTouches {
            ignore(t, for: event)
        }
        anchor = centroidInWindow(trackedTouches)
        if samples.isEmpty { addSample(touches.map(\.timestamp).max() ?? CACurrentMediaTime()) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let c = centroidInWindow(trackedTouches)
        if let a = anchor {
            translationInWindow = CGPoint(x: translationInWindow.x + c.x - a.x, y: translationInWindow.y + c.y - a.y)
        }
        anchor = c
        addSample(touches.map(\.timestamp).max() ?? CACurrentMediaTime())
        if state == .possible {
            guard pendingState == nil, numberOfTouches >= minimumNumberOfTouches,
                  shouldRecognize(translation: translationInWindow) else { return }
            willBegin()
            state = .began
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        let recognizing = state == .began || state == .changed
        if remaining.isEmpty || (recognizing && remaining.count < minimumNumberOfTouches) {
            if recognizing { state = .ended } else if state == .possible { state = .failed }
        } else {
            anchor = centroidInWindow(remaining)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        anchor = nil
        samples = []
    }
}
