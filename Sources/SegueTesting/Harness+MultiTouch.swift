import Foundation
import OpenUIKit

/// Scripted long presses and two-finger gestures (pinch, rotation). Points
/// are window coordinates; the two fingers of a pinch or rotation are ids
/// `firstID` and `firstID + 1`.
extension TransitionHarness {
    /// Holds finger `touchID` at `point` for `duration` seconds of media
    /// time (ticking meanwhile), then lifts it unless `release` is false.
    public func longPress(at point: CGPoint, duration: TimeInterval, release: Bool = true, touchID: Int = 0) {
        guard checkUsable() else { return }
        guard heldFingers[touchID] == nil else {
            recordViolation("script error: longPress(at: \(point), touchID: \(touchID)) while finger \(touchID) is down; nothing sent")
            return
        }
        touchDown(at: point, id: touchID)
        advance(by: duration)
        if release { touchUp(id: touchID) }
    }

    /// Two fingers on a horizontal line through `center`, `fromDistance`
    /// apart, move symmetrically to `toDistance` apart over `duration`
    /// (one move of each finger per tick), then lift unless `release` is false.
    public func pinch(center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval,
                      release: Bool = true, firstID: Int = 0) {
        twoFingerGesture(release: release, firstID: firstID, duration: duration) { f in
            let half = (fromDistance + (toDistance - fromDistance) * f) / 2
            return (CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
        }
    }

    /// Two fingers `radius` from `center`, on opposite sides, turn by
    /// `angle` radians (positive: clockwise on screen) over `duration`, then
    /// lift unless `release` is false.
    public func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval,
                       release: Bool = true, firstID: Int = 0) {
        twoFingerGesture(release: release, firstID: firstID, duration: duration) { f in
            let a = angle * f
            let dx = radius * cos(a), dy = radius * sin(a)
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
    }

    /// Puts two fingers down at `positions(0)` and moves them through
    /// `positions(f)`, f from 0 to 1, one step per tick.
    private func twoFingerGesture(release: Bool, firstID: Int, duration: TimeInterval,
                                  positions: (CGFloat) -> (CGPoint, CGPoint)) {
        guard checkUsable() else { return }
        let ids = [firstID, firstID + 1]
        for id in ids where heldFingers[id] != nil {
            recordViolation("script error: a two-finger gesture with finger \(id) already down; nothing sent")
            return
        }
        let start = positions(0)
        touchDown(at: start.0, id: ids[0])
        touchDown(at: start.1, id: ids[1])
        let steps = duration > 0 && duration.isFinite ? max(Int((duration / clock.frameInterval).rounded()), 1) : 1
        for step in 1...steps {
            if duration > 0 && duration.isFinite { advance(by: duration / Double(steps)) }
            let (a, b) = positions(CGFloat(step) / CGFloat(steps))
            heldFingers[ids[0]] = a
            window.sendTouch(.moved, at: a, touchID: ids[0])
            heldFingers[ids[1]] = b
            window.sendTouch(.moved, at: b, touchID: ids[1])
        }
        if release {
            touchUp(id: ids[0])
            touchUp(id: ids[1])
        }
    }
}
