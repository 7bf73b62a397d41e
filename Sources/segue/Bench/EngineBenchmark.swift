import Foundation
import OpenUIKit

/// The layer engine under load: N layers, each with position, opacity and
/// 3-D transform animations running, evaluated and committed per tick.
@MainActor
enum EngineBenchmark {
    struct Result { let layers: Int; let medianTickMilliseconds: Double }

    static func run(layerCount: Int, ticks: Int) -> Result {
        let clock = MediaClock.installVirtual()
        clock.frameInterval = 1.0 / 120.0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let parent = window.layer
        // Set-up changes would otherwise start 0.25 s implicit bounds and
        // position animations on these standalone layers: the measurement is
        // of the three explicit animations only.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<layerCount {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39 % 84) * 10)
            parent.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = layer.position
            move.toValue = CGPoint(x: layer.position.x + 100, y: layer.position.y + 50)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            let spin = CABasicAnimation(keyPath: "transform")
            spin.fromValue = CATransform3DIdentity
            spin.toValue = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            for a in [move, fade, spin] {
                a.duration = 1000
                a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            }
            layer.add(move, forKey: "move")
            layer.add(fade, forKey: "fade")
            layer.add(spin, forKey: "spin")
        }
        CATransaction.commit()
        clock.tick()
        var t = clock.now
        let median = Measure.median(iterations: ticks) {
            t += 1.0 / 120.0
            clock.tick(at: t)
        }
        withExtendedLifetime(window) {}
        return Result(layers: layerCount, medianTickMilliseconds: median)
    }
}
