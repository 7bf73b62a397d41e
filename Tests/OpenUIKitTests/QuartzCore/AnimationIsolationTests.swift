import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Core Animation's animation classes are not actor-isolated in the SDK:
/// code on any thread may build and configure them. Only what reaches a
/// layer must run on the main thread (Main Thread Checker).
@Suite("Animation isolation")
struct AnimationIsolationTests {
    /// A nonisolated factory, as apps write them in helpers and extensions.
    static func makeBounce() -> CAKeyframeAnimation {
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1, 1.2, 0.9, 1]
        bounce.keyTimes = [0, 0.4, 0.8, 1]
        bounce.duration = 0.5
        bounce.timingFunction = CAMediaTimingFunction(name: .easeOut)
        return bounce
    }

    @Test("Animations are built and configured off the main thread")
    func builtOffMainThread() async {
        let (keyPath, count, duration) = await Task.detached {
            let bounce = Self.makeBounce()
            return (bounce.keyPath, bounce.values?.count, bounce.duration)
        }.value
        #expect(keyPath == "transform.scale" && count == 4 && duration == 0.5)
    }

    @Test("The same factory's animation runs once added on the main thread")
    @MainActor
    func runsOnMainThread() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        layer.add(Self.makeBounce(), forKey: "bounce")
        clock.tick(at: clock.now)
        clock.advance(by: 0.1)
        // Early in the first segment (1 → 1.2) the scale is between the two.
        let scale = layer.presentation()!.transform.m11
        #expect(scale > 1 && scale < 1.2)
    }

    @Test("Running an animation as a layer action off the main thread does nothing")
    func actionOffMainThread() async {
        let layer = await MainActor.run { CALayer() }
        let target = layer
        await Task.detached {
            expectDiagnostic("Main Thread Checker: UI API called on a background thread: -[CAAnimation runActionForKey:object:arguments:]") {
                CABasicAnimation(keyPath: "opacity").run(forKey: "opacity", object: target, arguments: nil)
            }
        }.value
        await MainActor.run { #expect(layer.animationKeys() == nil) }
    }
}

/// The checker's idea of the main thread is the main actor's: a main-actor
/// test (which Swift Testing may run off the process's first thread on
/// Linux) runs actions on layers normally.
@MainActor
@Suite("Main thread checker on the main actor")
struct MainActorActionTests {
    @Test("Running an animation as a layer action on the main actor adds it")
    func actionOnMainActor() {
        _ = MediaClock.installVirtual()
        let layer = CALayer()
        CABasicAnimation(keyPath: "opacity").run(forKey: "fade", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
    }
}
