import Foundation
import Testing
@testable import OpenUIKit

/// Bar button items: UIKit's initialisers with a method reference for the
/// selector, shown in the navigation bar, tapped to run their action.
@MainActor
@Suite("UIBarButtonItem")
struct UIBarButtonItemTests {
    final class EditorController: UIViewController {
        var log: [String] = []
        override func viewDidLoad() {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: EditorController.done(_:))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: EditorController.close)
        }
        func done(_ sender: UIBarButtonItem) { log.append("done \(sender.title ?? "")") }
        func close() { log.append("close") }
    }

    func tap(_ window: UIWindow, at point: CGPoint, clock: MediaClock) {
        window.sendTouch(.began, at: point)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: point)
        clock.advance(by: 0.05)
    }

    @Test("The bar shows the top item's buttons; tapping one runs its action with the item as sender")
    func tapRunsAction() throws {
        let clock = MediaClock.installVirtual()
        let editor = EditorController()
        let navigation = UINavigationController(rootViewController: editor)
        let window = makeWindow(root: navigation, clock: clock)
        clock.advance(by: 0.1)
        let bar = navigation.navigationBar
        let labels = bar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "Done" || $0.text == "Close" }
        #expect(labels.count == 2)
        let done = try #require(labels.first { $0.text == "Done" })
        // The done item sits at the trailing edge, 16 pt in.
        #expect(abs(done.frame.maxX - (bar.bounds.width - 16)) < 0.5)
        tap(window, at: bar.convert(CGPoint(x: done.frame.midX, y: done.frame.midY), to: window), clock: clock)
        let close = try #require(labels.first { $0.text == "Close" })
        tap(window, at: bar.convert(CGPoint(x: close.frame.midX, y: close.frame.midY), to: window), clock: clock)
        #expect(editor.log == ["done Done", "close"])
    }

    @Test("The item does not retain its target; a disabled item does nothing")
    func targetAndEnabled() {
        var editor: EditorController? = EditorController()
        weak let weakEditor = editor
        let item = UIBarButtonItem(title: "Go", style: .done, target: editor, action: EditorController.close)
        item.isEnabled = false
        item.sendAction()
        #expect(editor?.log == [])
        editor = nil
        #expect(weakEditor == nil && item.target == nil)
    }

    @Test("A primary action runs on tap (iOS 14)")
    func primaryAction() {
        var ran = 0
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in ran += 1 })
        item.sendAction()
        #expect(ran == 1 && item.title == "Add")
    }
}
