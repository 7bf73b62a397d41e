import Testing
import OpenUIKit
import SegueTesting

/// Frames on demand: the harness renders what is on screen.
@MainActor @Test("A rendered frame shows the presented controller's background", .transitionHarness)
func renderedFrameShowsPresentedBackground() throws {
    let home = UIViewController()
    let detail = UIViewController()
    detail.modalPresentationStyle = .fullScreen
    let harness = TransitionHarness(root: home, size: CGSize(width: 100, height: 200))
    detail.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    home.present(detail, animated: false)
    harness.runUntilIdle()
    let frame = try harness.renderFrame(scale: 1)
    #expect(frame.width == 100 && frame.height == 200)
    let p = frame.pixel(x: 50, y: 100)
    #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)
}
