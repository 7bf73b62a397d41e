import Foundation
import OpenUIKit

/// Scripted touches. All points are window coordinates; a finger is named by
/// its id (0 by default), so several can be down at once.
///
/// Fingers compose: `touchDown`, then any number of `touchMove` and
/// `advance` steps, then `touchUp`. `drag(…, release: false)` leaves its
/// finger down, and a later `drag` with the same id continues it. Script
/// mistakes — a finger put down twice, moved or lifted while up — are
/// recorded in `violations` and not sent.
extension TransitionHarness {
    // MARK: Fingers

    /// Puts finger `id` down at `point`. No time passes.
    public func touchDown(at point: CGPoint, id: Int = 0) {
        guard checkUsable() else { return }
        if let held = heldFingers[id] {
            recordViolation("script error: touchDown(at: \(point), id: \(id)) while finger \(id) is already down at \(held); "
                            + "nothing sent (touchUp(id: \(id)) first, or touchMove to move it)")
            return
        }
        heldFingers[id] = point
        window.sendTouch(.began, at: point, touchID: id)
    }

    /// Moves finger `id`, which must be down, to `point`: at once (one
    /// touch-moved event, no time passes) or, with a `duration`, in a
    /// straight line, one move per tick.
    public func touchMove(to point: CGPoint, id: Int = 0, duration: TimeInterval = 0) {
        guard checkUsable() else { return }
        guard let current = heldFingers[id] else {
            recordViolation("script error: touchMove(to: \(point), id: \(id)) while finger \(id) is not down; nothing sent")
            return
        }
        move(finger: id, along: [current, point], duration: duration)
    }

    /// Lifts finger `id` where it is, then runs one tick (no time passes) so
    /// that what the release starts gets going.
    public func touchUp(id: Int = 0) {
        guard checkUsable() else { return }
        guard let current = heldFingers.removeValue(forKey: id) else {
            recordViolation("script error: touchUp(id: \(id)) while finger \(id) is not down; nothing sent")
            return
        }
        window.sendTouch(.ended, at: current, touchID: id)
        tick()
    }

    /// Where finger `id` is, while it is down.
    public func touchLocation(id: Int = 0) -> CGPoint? { heldFingers[id] }

    /// Cancels finger `touchID` (as a system interruption would), at `point`
    /// or where it is.
    public func cancelTouch(at point: CGPoint? = nil, touchID: Int = 0) {
        guard checkUsable() else { return }
        let location = heldFingers.removeValue(forKey: touchID) ?? point
        guard let location else {
            recordViolation("script error: cancelTouch(touchID: \(touchID)) while finger \(touchID) is not down; nothing sent")
            return
        }
        window.sendTouch(.cancelled, at: point ?? location, touchID: touchID)
    }

    // MARK: Gestures

    /// A tap: touch down and up at `point`, 0.05 s apart.
    public func tap(at point: CGPoint, touchID: Int = 0) {
        guard checkUsable() else { return }
        guard heldFingers[touchID] == nil else {
            recordViolation("script error: tap(at: \(point), touchID: \(touchID)) while finger \(touchID) is down; nothing sent")
            return
        }
        touchDown(at: point, id: touchID)
        advance(by: 0.05)
        touchUp(id: touchID)
    }

    /// A tap at the centre of `view`.
    public func tap(_ view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Drags along `points` over `duration` seconds, one move per tick,
    /// interpolating linearly between the points; lifts the finger at the
    /// end when `release` is true.
    ///
    /// When finger `touchID` is already down (an earlier `drag(…, release:
    /// false)` or `touchDown`), the drag continues it from where it is,
    /// through `points`, instead of putting it down again.
    public func drag(along points: [CGPoint], duration: TimeInterval, release: Bool = true, touchID: Int = 0) {
        guard checkUsable(), let first = points.first else { return }
        var path = points
        if let current = heldFingers[touchID] {
            if current != first { path.insert(current, at: 0) }
        } else {
            touchDown(at: first, id: touchID)
        }
        move(finger: touchID, along: path, duration: duration)
        if release { touchUp(id: touchID) }
    }

    /// A straight drag from `start` to `end` over `duration`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, release: Bool = true, touchID: Int = 0) {
        drag(along: [start, end], duration: duration, release: release, touchID: touchID)
    }

    /// A swipe starting 5 pt inside `edge`, moving `distance` points inwards over `duration`.
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, release: Bool = true) {
        let b = window.bounds
        let (start, end): (CGPoint, CGPoint)
        switch edge {
        case .right: start = CGPoint(x: b.maxX - 5, y: b.midY); end = CGPoint(x: start.x - distance, y: start.y)
        case .top: start = CGPoint(x: b.midX, y: b.minY + 5); end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom: start = CGPoint(x: b.midX, y: b.maxY - 5); end = CGPoint(x: start.x, y: start.y - distance)
        default: start = CGPoint(x: b.minX + 5, y: b.midY); end = CGPoint(x: start.x + distance, y: start.y)
        }
        drag(from: start, to: end, duration: duration, release: release)
    }

    /// A flick: a short drag from `start` moving at `velocity` (points per
    /// second) for `duration`, released while still moving.
    public func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.1) {
        let end = CGPoint(x: start.x + velocity.x * duration, y: start.y + velocity.y * duration)
        drag(from: start, to: end, duration: duration, release: true)
    }

    // MARK: Moving

    /// Moves a held finger along `path` (its first point is where the finger
    /// is) over `duration`: one move per tick, at constant speed along the
    /// path. Without a duration it moves to the last point at once.
    private func move(finger id: Int, along path: [CGPoint], duration: TimeInterval) {
        guard let last = path.last, path.count > 1 else { return }
        guard duration > 0, duration.isFinite else {
            if last != heldFingers[id] {
                heldFingers[id] = last
                window.sendTouch(.moved, at: last, touchID: id)
            }
            return
        }
        var lengths: [CGFloat] = [0]
        for i in 1..<path.count {
            lengths.append(lengths[i - 1] + hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y))
        }
        let total = max(lengths.last!, 0.0001)
        let steps = max(Int((duration / clock.frameInterval).rounded()), 1)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let target = total * CGFloat(step) / CGFloat(steps)
            var i = 1
            while i < path.count - 1 && lengths[i] < target { i += 1 }
            let span = max(lengths[i] - lengths[i - 1], 0.0001)
            let f = min(max((target - lengths[i - 1]) / span, 0), 1)
            let point = CGPoint(x: path[i - 1].x + (path[i].x - path[i - 1].x) * f,
                                y: path[i - 1].y + (path[i].y - path[i - 1].y) * f)
            heldFingers[id] = point
            window.sendTouch(.moved, at: point, touchID: id)
        }
    }
}
