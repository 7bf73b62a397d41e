import Foundation
import Testing
@testable import OpenUIKit

/// `UIApplication`'s deprecated status bar properties, which Apple documents
/// as replaced by the window scene's `statusBarManager` and
/// `interfaceOrientation`: they report the key window scene's values.
@MainActor
@Suite("UIApplication status bar")
struct UIApplicationStatusBarTests {
    final class Hiding: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    // Deprecated so that reading the deprecated members here does not warn.
    @available(*, deprecated)
    @Test("statusBarFrame, isStatusBarHidden, statusBarStyle and statusBarOrientation follow the key window's scene")
    func followsKeyScene() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let clock = MediaClock.installVirtual()
        let window = makeWindow(root: UIViewController(), clock: clock)
        let app = UIApplication.shared
        #expect(app.statusBarFrame == window.windowScene?.statusBarManager?.statusBarFrame)
        #expect(app.statusBarFrame.height == 47)
        #expect(app.isStatusBarHidden == false)
        #expect(app.statusBarStyle == .default)
        #expect(app.statusBarOrientation == .portrait)
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(app.statusBarOrientation.isLandscape)
        #expect(window.windowScene?.interfaceOrientation == .landscapeRight)
        let hidden = makeWindow(root: Hiding(), clock: clock)
        #expect(app.isStatusBarHidden)
        #expect(app.statusBarFrame == .zero)
        _ = hidden
    }
}
