import Foundation
import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func cardFlipTurnsEachCardEdgeOnHalfWay() {
    let front = UIViewController(), back = UIViewController()
    let delegate = CardFlipTransitioningDelegate()
    back.modalPresentationStyle = .fullScreen
    back.transitioningDelegate = delegate
    let harness = TransitionHarness(root: front)

    front.present(back, animated: true)
    let t0 = harness.advanceToTransitionStart()
    #expect(back.view.layer.transform.m34 == CardFlipAnimator.perspective)
    // First half (0–0.3 s): the front turns from 0 to 90°; at 0.15 s it is at 45°.
    harness.advance(to: t0 + 0.15)
    #expect(close(front.view.layer.presentation()!.transform.m11, cos(CGFloat.pi / 4)))
    #expect(close(back.view.layer.presentation()!.transform.m11, 0))   // still edge-on at -90°
    // Second half (0.3–0.6 s): the back turns from -90° to 0; at 0.45 s it is at -45°.
    harness.advance(to: t0 + 0.45)
    #expect(close(back.view.layer.presentation()!.transform.m11, cos(CGFloat.pi / 4)))
    #expect(close(front.view.layer.presentation()!.transform.m11, 0))
    harness.runUntilIdle()

    #expect(CATransform3DIsIdentity(back.view.layer.transform))
    #expect(CATransform3DIsIdentity(front.view.layer.transform))
    #expect(back.view.window === harness.window && front.view.window == nil)

    back.dismiss(animated: true)
    harness.runUntilIdle()
    #expect(front.view.window === harness.window && back.view.window == nil)
    #expect(CATransform3DIsIdentity(front.view.layer.transform))
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func cardFlipRotationCarriesThePerspective() {
    let t = CardFlipAnimator.rotation(.pi / 2)
    #expect(close(t.m11, 0, 1e-9))
    #expect(close(t.m34, 0, 1e-9))                    // cos(90°) · m34
    #expect(close(CardFlipAnimator.rotation(0).m34, -1.0 / 500, 1e-12))
}
