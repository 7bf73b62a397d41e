import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Core Animation's engine: implicit actions, explicit animations, hierarchical time.
@MainActor
@Suite("CALayer animation engine")
struct CALayerAnimationTests {

    @Test("A standalone layer animates a property change implicitly for 0.25 s")
    func implicitAnimation() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        layer.opacity = 1
        clock.tick(at: 0)  // commit the initial state
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity") != nil)
        clock.tick(at: 0)
        // Halfway in time, the default curve (0.25, 0.1)(0.25, 1) gives progress solve(0.5).
        clock.tick(at: 0.125)
        let mid = Double(layer.presentation()!.opacity)
        let expected = 1 - CAMediaTimingFunction(name: .default).solve(0.5)
        #expect(abs(mid - expected) < 1e-6)
        clock.tick(at: 0.25)
        #expect(layer.animation(forKey: "opacity") == nil)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test("Disabling actions in a transaction applies the change at once")
    func disableActions() {
        _ = MediaClock.installVirtual()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test("A layer with speed 0 freezes its subtree at timeOffset")
    func speedZeroScrubbing() {
        let clock = MediaClock.installVirtual()
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        clock.tick(at: 5)
        let anim = CABasicAnimation(keyPath: "position.x")
        anim.fromValue = 0
        anim.toValue = 100
        anim.duration = 2
        child.add(anim, forKey: "move")
        container.speed = 0
        container.timeOffset = 0
        clock.tick(at: 5)           // commit stamps beginTime in the frozen time space
        container.timeOffset = 0.5  // 25 % of the duration
        clock.tick(at: 9)           // media time passing does not move the child
        #expect(abs(child.presentation()!.position.x - 25) < 1e-9)
        container.timeOffset = 2
        clock.tick(at: 9.1)
        #expect(child.animation(forKey: "move") == nil)
    }

    @Test("The delegate hears start and stop with finished true, or false when removed")
    func delegateStartStop() {
        let clock = MediaClock.installVirtual()
        final class Recorder: NSObject, CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let layer = CALayer()
        let recorder = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 1
        a.delegate = recorder
        layer.add(a, forKey: "fade")
        clock.advance(by: 1.1)
        #expect(recorder.events == ["start", "stop true"])
        layer.add(a, forKey: "fade")
        clock.advance(by: 0.1)
        layer.removeAnimation(forKey: "fade")
        clock.advance(by: 0.1)
        #expect(recorder.events == ["start", "stop true", "start", "stop false"])
    }

    @Test("An invalid keyframe animation is ignored")
    func invalidKeyframes() {
        _ = MediaClock.installVirtual()
        let layer = CALayer()
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1, 0]
        k.keyTimes = [0, 1]
        expectDiagnostic("keyTimes has 2 entries for 3 values") { layer.add(k, forKey: "k") }
        #expect(layer.animation(forKey: "k") == nil)
        k.keyTimes = [0, 0.7, 0.5]
        expectDiagnostic("keyTimes must not decrease") { layer.add(k, forKey: "k") }
        #expect(layer.animation(forKey: "k") == nil)
    }

    @Test("Transaction completion runs after the transaction's animations stop")
    func transactionCompletion() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        var done = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { done = true }
        layer.opacity = 0.5
        CATransaction.commit()
        clock.advance(by: 0.4)
        #expect(!done)
        clock.advance(by: 0.2)
        #expect(done)
    }
}
