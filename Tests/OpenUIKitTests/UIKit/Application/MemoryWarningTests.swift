import Foundation
import Testing
@testable import OpenUIKit

/// A low-memory warning reaches every view controller of the app's windows
/// (`didReceiveMemoryWarning()`) and is posted as
/// `UIApplication.didReceiveMemoryWarningNotification`.
@MainActor
@Suite("Memory warnings")
struct MemoryWarningTests {
    final class Controller: UIViewController {
        static var log: [String] = []
        let name: String
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            Self.log.append(name)
        }
    }

    @Test("Root, children and presented controllers hear it, then the notification is posted")
    func warning() {
        let clock = MediaClock.installVirtual()
        Controller.log = []
        let root = Controller("root"), child = Controller("child"), sheet = Controller("sheet")
        root.addChild(child)
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        root.present(sheet, animated: false)
        clock.advance(by: 0.1)
        final class Flag: @unchecked Sendable { var afterControllers = false }
        let flag = Flag()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                           object: nil, queue: nil) { _ in
            flag.afterControllers = MainActor.assumeIsolated { Controller.log.count == 3 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIApplication.shared.simulateMemoryWarning()
        #expect(Controller.log == ["root", "child", "sheet"])
        #expect(flag.afterControllers)
    }
}
