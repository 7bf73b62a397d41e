import Foundation
import OpenUIKit

extension TransitionHarness {
    /// A tap: touch down and up at `point` (window coordinates), 0.05 s apart.
    public func tap(at point: CGPoint, touchID: Int = 0) {
        window.sendTouch(.began, at: point, touchID: touchID)
        advance(by: 0.05)
        window.sendTouch(.ended, at: point, touchID: touchID)
        clock.tick()
    }

    /// A tap at the centre of `view`.
    public func tap(_ view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Drags along `points` (window coordinates) over `duration` seconds,
    /// one move per tick, interpolating linearly between the points; lifts
    /// the finger at the end when `release` is true.
    public func drag(along points: [CGPoint], duration: TimeInterval, release: Bool = true, touchID: Int = 0) {
        guard let first = points.first else { return }
        window.sendTouch(.began, at: first, touchID: touchID)
        guard points.count > 1, duration > 0 else {
            if release { window.sendTouch(.ended, at: first, touchID: touchID) }
            return
        }
        var lengths: [CGFloat] = [0]
        for i in 1..<points.count {
            lengths.append(lengths[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        let total = max(lengths.last!, 0.0001)
        let steps = max(Int((duration / clock.frameInterval).rounded()), 1)
        var last = first
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let target = total * CGFloat(step) / CGFloat(steps)
            var i = 1
            while i < points.count - 1 && lengths[i] < target { i += 1 }
            let span = max(lengths[i] - lengths[i - 1], 0.0001)
            let f = min(max((target - lengths[i - 1]) / span, 0), 1)
            last = CGPoint(x: points[i - 1].x + (points[i].x - points[i - 1].x) * f,
                           y: points[i - 1].y + (points[i].y - points[i - 1].y) * f)
            window.sendTouch(.moved, at: last, touchID: touchID)
        }
        if release {
            window.sendTouch(.ended, at: last, touchID: touchID)
            clock.tick()
        }
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

    /// Cancels the touch `touchID` (as a system interruption would).
    public func cancelTouch(at point: CGPoint, touchID: Int = 0) {
        window.sendTouch(.cancelled, at: point, touchID: touchID)
    }
}
