import Foundation
import Testing
import UIKit
import SegueRender
import SegueTesting

/// What the navigation bar's legacy customisation draws: `barTintColor`
/// fills the bar (opaque when `isTranslucent` is false), the title takes
/// `titleTextAttributes`, an empty background and shadow image leave the
/// bar transparent, and a dimmed tint greys the items.
@MainActor
@Suite("Navigation bar look", .transitionHarness)
struct NavigationBarLookTests {
    private func save(_ frame: Frame, _ name: String) throws {
        if let directory = ProcessInfo.processInfo.environment["SEGUE_LOOK_DIR"] {
            try Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
    }

    @Test("barTintColor fills the bar; an empty background image shows the content through it")
    func barTint() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.view.backgroundColor = .white
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.barTintColor = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        nav.navigationBar.isTranslucent = false
        nav.navigationBar.titleTextAttributes = [NSAttributedString.Key("NSColor"): UIColor.white]
        nav.navigationBar.tintColor = .white
        let harness = TransitionHarness(root: nav)
        harness.runUntilIdle()
        let frame = try harness.renderFrame()
        try save(frame, "navigation-bar-tint.png")
        let bar = frame.pixel(x: 20, y: 60)
        #expect(abs(Int(bar.r) - 204) <= 3 && bar.g < 40 && bar.b < 40)

        nav.navigationBar.setBackgroundImage(UIImage(), for: .default)
        nav.navigationBar.shadowImage = UIImage()
        root.view.backgroundColor = .systemGreen
        harness.runUntilIdle()
        let clear = try harness.renderFrame()
        try save(clear, "navigation-bar-transparent.png")
        let through = clear.pixel(x: 20, y: 60)
        #expect(through.g > 150 && through.r < 120, "the content shows through the transparent bar")
        #expect(harness.violations.isEmpty)
    }
}
