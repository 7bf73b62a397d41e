import Foundation
import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@Test func layerAnimationsAreBuiltOffTheMainActor() async {
    let from = await Task.detached { (LayerAnimations.pop(duration: 0.4).fromValue as? NSNumber)?.doubleValue }.value
    #expect(from == 0.6)
    let pop = LayerAnimations.pop(duration: 0.4)
    #expect(pop.keyPath == "transform.scale" && pop.duration == 0.4)
    let slide = LayerAnimations.slide(from: .zero, to: CGPoint(x: 10, y: 20), duration: 1)
    #expect((slide.values as? [NSValue])?.last?.cgPointValue == CGPoint(x: 10, y: 20))
    let swing = LayerAnimations.swing(duration: 1)
    #expect((swing.values as? [NSValue])?.count == 4)
}

@MainActor @Test func popInScalesLinearlyAndCompletesInTheTransaction() {
    let home = UIViewController(), detail = UIViewController()
    let delegate = PopInDelegate()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.2)
    #expect(close(detail.view.layer.presentation()!.transform.m11, 0.8))   // 0.6 → 1, half way
    harness.runUntilIdle()
    #expect(detail.view.layer.animation(forKey: "pop") == nil)
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}
