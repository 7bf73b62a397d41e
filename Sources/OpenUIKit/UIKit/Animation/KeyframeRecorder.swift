import Foundation

/// Collects the property changes of an `animateKeyframes` block, keyframe by
/// keyframe, and turns them into one `CAKeyframeAnimation` per layer and key
/// path: key times include 0 and 1, values hold before and after each
/// keyframe's window, the calculation mode comes from the options and the
/// whole animation runs under one overall timing function (ease-in-ease-out
/// unless a curve option is given), as UIKit builds it.
@MainActor
final class KeyframeRecorder {
    struct Change {
        var start: Double
        var duration: Double
        var after: AnimatableValue
    }

    struct Track {
        let layer: CALayer
        let key: String
        var initial: AnimatableValue
        var changes: [Change]
    }

    let calculationMode: CAAnimationCalculationMode
    let overallTiming: CAMediaTimingFunction
    /// The window of the keyframe being recorded (relative 0...1); the whole
    /// duration outside `addKeyframe`.
    var window: (start: Double, duration: Double) = (0, 1)
    private(set) var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode, overallTiming: CAMediaTimingFunction) {
        self.calculationMode = calculationMode
        self.overallTiming = overallTiming
    }

    func record(layer: CALayer, key: String, parsed: LayerKeyPath, before: AnimatableValue, after: AnimatableValue) {
        let change = Change(start: window.start, duration: window.duration, after: after)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].changes.append(change)
        } else {
            tracks.append(Track(layer: layer, key: key, initial: before, changes: [change]))
        }
    }

    /// Adds the keyframe animations to their layers through `context`.
    func commit(into context: UIViewAnimationContext) {
        for track in tracks {
            let changes = track.changes.enumerated().sorted {
                $0.element.start != $1.element.start ? $0.element.start < $1.element.start : $0.offset < $1.offset
            }.map(\.element)
            var times: [Double] = [0]
            var values: [AnimatableValue] = [track.initial]
            var current = track.initial
            for c in changes {
                let start = max(c.start, times.last!)
                times.append(start); values.append(current)
                times.append(max(min(c.start + c.duration, 1), start)); values.append(c.after)
                current = c.after
            }
            times.append(1); values.append(current)
            let anim = CAKeyframeAnimation(keyPath: track.key)
            anim.setValues(values)
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = calculationMode
            anim.timingFunction = overallTiming
            context.configure(anim)
            // Absolute values: the keyframes take the property over from
            // any additive deltas a view block layered on it.
            if let key = LayerKeyPath(track.key), UIViewAdditiveAnimation.isAdditive(key) {
                UIViewAdditiveAnimation.removeLayeredDeltas(of: key, named: track.key, from: track.layer)
            }
            context.add(anim, to: track.layer, key: track.key)
        }
        tracks = []
    }
}
