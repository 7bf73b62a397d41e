import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `CAReplicatorLayer` drawn: the activity-indicator dots.
@MainActor
@Suite(.serialized) struct ReplicatorTests {
    @Test func activityDotsFadeOneAfterAnother() throws {
        MediaClock.installVirtual()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        window.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        replicator.instanceCount = 8
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 8
        let dot = CALayer()
        dot.frame = CGRect(x: 42, y: 4, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
        replicator.addSublayer(dot)
        window.addSublayer(replicator)
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.beginTime = 10
        fade.repeatCount = .infinity
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        // 1.5 s in: instance i is at (0.5 − i/8) mod 1 of its fade.
        let frame = try Renderer().render(RenderTree(capturing: window, atMediaTime: 11.5))
        goldens.check(frame, named: "replicator-activity-dots")
        func alpha(_ i: Int) -> Double {
            let phase = (0.5 - Double(i) / 8).truncatingRemainder(dividingBy: 1)
            return 1 - 0.9 * (phase < 0 ? phase + 1 : phase)
        }
        // Dot i's centre: (60, 22) turned i × 45° clockwise about the centre (60, 60).
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4
            let x = Int((60 + 38 * sin(angle)).rounded()), y = Int((60 - 38 * cos(angle)).rounded())
            let a = alpha(i)
            let expected = [0.2, 0.3, 0.9].map { Int((255 * (1 - a) + 255 * $0 * a).rounded()) }
            expectPixel(frame, x, y, to: expected, tolerance: 3)
        }
        expectPixel(frame, 60, 60, to: [255, 255, 255], tolerance: 0)
    }
}
