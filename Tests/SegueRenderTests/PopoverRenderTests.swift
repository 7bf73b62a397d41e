import Foundation
@_spi(SegueTesting) import OpenUIKit
import Testing
@testable import SegueRender

/// A popover kept as a popover on an iPhone (its delegate answers `.none`):
/// the content at its preferred size under its source, rounded, with the
/// arrow pointing up at the source.
@MainActor
@Suite("Popover rendering")
struct PopoverRenderTests {
    final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    }

    @Test("Popover with an up arrow under its source button")
    func popoverWithArrow() throws {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        root.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let button = UIButton(frame: CGRect(x: 250, y: 100, width: 60, height: 40))
        button.backgroundColor = .systemBlue
        root.view.addSubview(button)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.tick()
        // The presentation stays in place, as in UIKit; released when the
        // test ends (docs/RELIABILITY.md, "Leaks").
        defer { TeardownRelease.releaseUnfinishedPresentations(from: root) }

        let content = UIViewController()
        content.view.backgroundColor = .white
        content.preferredContentSize = CGSize(width: 240, height: 180)
        content.modalPresentationStyle = .popover
        let delegate = KeepPopover()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        popover.delegate = delegate
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        #expect(popover.arrowDirection == .up)
        let tree = try #require(window.committedRenderTree)
        let frame = try Renderer().render(tree, scale: 1)
        goldens.check(frame, named: "popover-arrow-up")
        withExtendedLifetime(delegate) {}
    }
}

/// A form sheet in a regular-width window (an iPad): a centred panel of the
/// presented controller's `preferredContentSize`, rounded all round, over
/// dimming; the presenter keeps its look.
@MainActor
@Suite("Form sheet rendering")
struct FormSheetRenderTests {
    @Test("Regular-width form sheet at its preferred size")
    func formSheetPanel() throws {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.tick()
        // The presentation stays in place, as in UIKit; released when the
        // test ends (docs/RELIABILITY.md, "Leaks").
        defer { TeardownRelease.releaseUnfinishedPresentations(from: root) }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.preferredContentSize = CGSize(width: 480, height: 360)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        clock.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 272, y: 204, width: 480, height: 360))
        let tree = try #require(window.committedRenderTree)
        let frame = try Renderer().render(tree, scale: 0.5)
        goldens.check(frame, named: "form-sheet-regular-width")
    }
}
