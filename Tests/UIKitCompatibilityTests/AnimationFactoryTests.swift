import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func animationFactoryBuildsBoxedValues() {
    let scale = AnimationFactory.scale(from: 0.5, to: 1, duration: 0.3)
    #expect(scale.keyPath == "transform.scale")
    #expect((scale.fromValue as? NSNumber)?.doubleValue == 0.5)
    #expect((scale.toValue as? NSNumber)?.doubleValue == 1)

    let path = AnimationFactory.path(through: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 200, y: 0)], duration: 1)
    let points = (path.values as? [NSValue])?.map { $0.cgPointValue }
    #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 200, y: 0)])
    #expect(path.keyTimes == [0, 0.5, 1])

    let tilt = AnimationFactory.tilt(angles: [0, .pi / 8], duration: 0.5)
    let transforms = (tilt.values as? [NSValue])?.map { $0.caTransform3DValue }
    #expect(transforms?.count == 2)
    #expect(transforms?.first?.m34 == -1.0 / 800)
}

@MainActor @Test func layerAnimationsFromTheFactoryRunOnAView() {
    let home = UIViewController()
    let harness = TransitionHarness(root: home)
    let box = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    home.view.addSubview(box)
    harness.runUntilIdle()

    box.layer.add(AnimationFactory.path(through: [CGPoint(x: 125, y: 125), CGPoint(x: 225, y: 125), CGPoint(x: 225, y: 325)],
                                         duration: 1), forKey: "path")
    box.layer.add(AnimationFactory.shake(amplitude: 10, duration: 0.5), forKey: "shake")
    harness.clock.tick()   // the animations begin at this commit
    let t0 = harness.now
    harness.advance(to: t0 + 0.25)
    // Key times 0, 0.5, 1: a quarter of the way is half way along the first leg.
    #expect(close(box.layer.presentation()!.position, CGPoint(x: 175, y: 125), 1))
    harness.advance(to: t0 + 0.75)
    #expect(close(box.layer.presentation()!.position, CGPoint(x: 225, y: 225), 1))
    harness.runUntilIdle()
    #expect(box.layer.presentation()!.position == CGPoint(x: 125, y: 125))   // removed: back to the model
}

@MainActor @Test func badgePopsWithAGroupAndCompletesInTheTransaction() {
    let home = UIViewController(), badge = UIViewController()
    let delegate = BadgePopTransitioningDelegate()
    badge.modalPresentationStyle = .fullScreen
    badge.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(badge, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.25)
    let layer = badge.view.layer.presentation()!
    #expect(close(layer.transform.m11, 0.6))        // 0.2 → 1, linear, half way
    #expect(close(layer.opacity, 0.5))
    harness.runUntilIdle()

    #expect(badge.view.layer.animation(forKey: "badge.pop") == nil)
    #expect(badge.view.layer.presentation()!.opacity == 1)
    #expect(badge.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}
