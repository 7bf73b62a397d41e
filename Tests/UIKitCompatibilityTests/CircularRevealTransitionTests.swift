import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func circularRevealGrowsFromTheButton() {
    let home = UIViewController(), detail = UIViewController()
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 300, y: 760, width: 60, height: 60)
    home.view.addSubview(button)
    let delegate = CircularRevealTransitioningDelegate()
    delegate.sourceButton = button
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let harness = TransitionHarness(root: home)

    home.present(detail, animated: true)
    let t0 = harness.advanceToTransitionStart()
    let circle = detail.view.superview!
    #expect(circle.clipsToBounds)

    // Covering circle around (330, 790): radius √(330² + 790²).
    let radius = (330.0 * 330.0 + 790.0 * 790.0).squareRoot()
    let big = CircularRevealAnimator.coveringCircleFrame(around: CGPoint(x: 330, y: 790), in: harness.window.bounds)
    #expect(close(big.width, CGFloat(2 * radius), 0.001))
    harness.advance(to: t0 + 0.225)
    let layer = circle.layer.presentation()!
    let width = (60 + big.width) / 2
    #expect(close(layer.bounds.width, width, 0.5))
    #expect(close(layer.cornerRadius, width / 2, 0.5))
    #expect(close(layer.position, CGPoint(x: 330, y: 790)))
    harness.runUntilIdle()

    #expect(circle.superview == nil)
    #expect(detail.view.frame == harness.window.bounds)
    #expect(detail.view.window === harness.window && home.view.window == nil)

    detail.dismiss(animated: true)
    harness.runUntilIdle()
    #expect(home.view.window === harness.window && detail.view.window == nil)
    #expect(harness.violations.isEmpty)
}
