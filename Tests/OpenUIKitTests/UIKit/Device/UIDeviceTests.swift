import Foundation
import Testing
@testable import OpenUIKit

/// `UIDevice.current`: a simulated iPhone whose orientation follows the
/// simulated rotation.
@MainActor
@Suite("UIDevice")
struct UIDeviceTests {
    @Test("An iPhone running iOS")
    func identity() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.systemName == "iOS")
        #expect(device.model == "iPhone")
        #expect(device.name == "iPhone")
        #expect(!device.systemVersion.isEmpty)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(device.orientation == .portrait && device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
    }

    @Test("A rotation to landscape turns the orientation and, while notifications are on, posts orientationDidChangeNotification once")
    func rotation() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        let posted = PostCounter()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil,
                                                              queue: nil) { _ in posted.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(UIDevice.current.orientation.isLandscape)
        #expect(posted.count == 1)
        window.transition(toSize: CGSize(width: 844, height: 400), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(posted.count == 1, "a resize that keeps the orientation posts nothing")
    }
}
