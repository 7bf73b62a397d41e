import Foundation
import Testing
@testable import OpenUIKit

/// `UIInterfaceOrientation`, `UIInterfaceOrientationMask` and the view
/// controller's orientation properties, from Apple's documentation.
@MainActor
@Suite("Interface orientation")
struct InterfaceOrientationTests {
    @Test("Raw values and masks are UIKit's; landscape cases mirror the device's")
    func values() {
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == UIDeviceOrientation.landscapeLeft.rawValue)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && UIInterfaceOrientation.portraitUpsideDown.isPortrait)
    }

    final class PortraitOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    final class Fixed: UIViewController {
        override var shouldAutorotate: Bool { false }
    }

    @Test("An iPhone controller supports all but upside down and autorotates by default")
    func defaults() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        #expect(root.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(root.shouldAutorotate)
        #expect(root.preferredInterfaceOrientationForPresentation == .portrait)
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(root.preferredInterfaceOrientationForPresentation.isLandscape)
    }

    @Test("The window does not rotate to an orientation its top controller does not support or while it refuses to autorotate")
    func refusesRotation() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let clock = MediaClock.installVirtual()
        for root in [PortraitOnly(), Fixed()] {
            let window = makeWindow(root: root, clock: clock)
            window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
            clock.advance(by: 0.5)
            #expect(window.bounds.size == CGSize(width: 390, height: 844))
            window.transition(toSize: CGSize(width: 390, height: 800), duration: 0.3)
            clock.advance(by: 0.5)
            #expect(window.bounds.size == CGSize(width: 390, height: 800), "a resize that keeps the orientation happens")
        }
    }
}
