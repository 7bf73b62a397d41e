import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Motion effects as UIKit documents them: an interpolating effect maps the
/// viewer offset (−1...1 along its axis) linearly from the minimum to the
/// maximum relative value; a group gives its effects' values; the values
/// are relative (added to the view's own), so the view's model properties
/// do not change.
@MainActor
@Suite("Motion effects", .serialized)
struct MotionEffectTests {
    private func tilt(_ horizontal: CGFloat, _ vertical: CGFloat) {
        SegueMotionSettings.viewerOffset = UIOffset(horizontal: horizontal, vertical: vertical)
    }

    @Test("An interpolating effect is linear in the offset along its own axis, clamped to −1...1")
    func interpolation() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)   // no values yet
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        func value(_ h: CGFloat, _ v: CGFloat) -> CGFloat? {
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["center.x"] as? CGFloat
        }
        #expect(value(-1, 0) == -20 && value(0, 0) == 0 && value(1, 0) == 20 && value(0.5, 0) == 10)
        #expect(value(0, 1) == 0)          // the vertical axis is not this effect's
        #expect(value(3, 0) == 20)         // clamped
        #expect(UIInterpolatingMotionEffect.EffectType.tiltAlongVerticalAxis.rawValue == 1)
    }

    @Test("A group gives the values of all its effects")
    func group() {
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10; x.maximumRelativeValue = 10
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = -30; y.maximumRelativeValue = 30
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 10 && values?["center.y"] as? CGFloat == -30)
    }

    @Test("A view's effect moves what is drawn, not the model; removing it or Reduce Motion puts it back")
    func appliedToView() {
        tilt(0, 0)
        defer { tilt(0, 0) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        view.addMotionEffect(effect)
        #expect(view.motionEffects.count == 1)
        tilt(1, 0)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.layer.presentation()?.position == CGPoint(x: 70, y: 50))
        SegueAccessibilitySettings.isReduceMotionEnabled = true
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        SegueAccessibilitySettings.isReduceMotionEnabled = false
        #expect(view.layer.presentation()?.position == CGPoint(x: 70, y: 50))
        view.removeMotionEffect(view.motionEffects[0])
        #expect(view.motionEffects.isEmpty && view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
    }
}
