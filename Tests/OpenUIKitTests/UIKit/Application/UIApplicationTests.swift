import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIApplication.shared`: windows, scenes, state, and the recorded requests.
@MainActor
@Suite("UIApplication")
struct UIApplicationTests {
    @Test("A shown window's scene is connected, and lists the window; the key window is the app's")
    func scenesAndWindows() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow(root: UIViewController(), clock: clock)
        let app = UIApplication.shared
        let scene = window.windowScene
        #expect(scene != nil)
        #expect(scene?.windows == [window])
        #expect(app.connectedScenes.contains(where: { $0 === scene }))
        #expect(scene?.activationState == .foregroundActive)
        #expect(app.applicationState == .active)
        #expect(UIWindow.keyWindow === window)
        window.isHidden = true
        #expect(!app.connectedScenes.contains(where: { $0 === scene }), "a hidden window's scene is not connected")
    }

    @Test("UIWindow(windowScene:), the scene-delegate idiom, joins the scene's windows with the screen's size")
    func windowFromScene() throws {
        let clock = MediaClock.installVirtual()
        let first = makeWindow(root: UIViewController(), clock: clock)
        let scene = try #require(first.windowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene)
        #expect(Set(scene.windows.map(ObjectIdentifier.init)) == [ObjectIdentifier(first), ObjectIdentifier(window)],
                "a window scene holds all its windows (UIWindowScene.windows)")
        #expect(window.bounds == UIScreen.main.bounds)
        window.windowScene = nil
        #expect(scene.windows == [first], "a window taken out of its scene leaves its windows")
    }

    @Test("open(_:) is recorded and its completion reports success on the next run-loop turn")
    func openURL() {
        let clock = MediaClock.installVirtual()
        var events: [TransitionMonitor.Event] = []
        let saved = TransitionMonitor.observer
        TransitionMonitor.observer = { events.append($0) }
        defer { TransitionMonitor.observer = saved }
        var result: Bool?
        UIApplication.shared.open(URL(string: "https://example.com/a")!) { result = $0 }
        #expect(events == [.openURL("https://example.com/a")])
        #expect(result == nil, "not inside the call")
        clock.tick()
        #expect(result == true)
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "myapp://x")!))
    }

    @available(*, deprecated, message: "exercises deprecated API")
    @Test("begin/endIgnoringInteractionEvents nest; an unmatched end logs UIKit's message")
    func ignoringInteractionEvents() {
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        expectDiagnostic("endIgnoringInteractionEvents] called without matching") { app.endIgnoringInteractionEvents() }
        #expect(!app.isIgnoringInteractionEvents)
    }

    @Test("windows lists the app's windows back to front by windowLevel (UIKit's .normal 0, .statusBar 1000, .alert 2000)")
    func windowLevels() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        alert.windowLevel = .alert
        let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plain.windowLevel == .normal)
        let above = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        above.windowLevel = .normal + 1
        let order = Self.allWindows().filter { [alert, plain, above].contains($0) }
        #expect(order == [plain, above, alert])
    }

    /// `UIApplication.shared.windows` (deprecated since iOS 15), read through a protocol.
    static func allWindows() -> [UIWindow] { (UIApplication.shared as any WindowListing).windows }
}

/// Reads the deprecated `windows` without a warning in the tests.
@MainActor protocol WindowListing { var windows: [UIWindow] { get } }
extension UIApplication: WindowListing {}
