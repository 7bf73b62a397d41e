import Foundation
import Testing
@testable import OpenUIKit

/// `UIContentContainer`: preferred-size changes reach the container, and
/// size transitions give each child the size its container chooses.
@MainActor
@Suite("UIContentContainer")
struct ContentContainerTests {
    final class Parent: UIViewController {
        var changed: [ObjectIdentifier] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            changed.append(ObjectIdentifier(container))
        }
        override func size(forChildContentContainer container: any UIContentContainer,
                           withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
    }

    final class Child: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            sizes.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    final class HalfHeightPresentation: UIPresentationController {
        var changes = 0
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) { changes += 1 }
        override func size(forChildContentContainer container: any UIContentContainer,
                           withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            HalfHeightPresentation(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test("A child's preferredContentSize change is reported once to its parent")
    func preferredSizeReachesParent() {
        let parent = Parent(), child = Child()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 50)
        child.preferredContentSize = CGSize(width: 100, height: 50)
        #expect(parent.changed == [ObjectIdentifier(child)])
    }

    @Test("A size transition gives children and presented controllers the size their container chooses")
    func sizeTransition() {
        let clock = MediaClock.installVirtual()
        let parent = Parent(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeWindow(root: parent, clock: clock)
        let delegate = Delegate()
        let presented = Child()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        parent.present(presented, animated: false)
        clock.advance(by: 0.1)
        presented.preferredContentSize = CGSize(width: 10, height: 10)
        #expect((presented.presentationController as? HalfHeightPresentation)?.changes == 1)
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(child.sizes == [CGSize(width: 422, height: 390)])
        #expect(presented.sizes == [CGSize(width: 844, height: 195)])
    }
}

/// `preferredContentSize` sizes form sheets in a regular width (an iPad-sized
/// window) through `size(forChildContentContainer:withParentContainerSize:)`;
/// in a compact width the form sheet is a card.
@MainActor
@Suite("Form-sheet sizing")
struct FormSheetSizingTests {
    func window(width: CGFloat, height: CGFloat, root: UIViewController, clock: MediaClock) -> UIWindow {
        makeWindow(root: root, clock: clock, frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test("Regular width: a centred panel of preferredContentSize (540 × 620 when none); a change resizes it")
    func regularWidth() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = window(width: 1024, height: 768, root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        clock.advance(by: 0.1)
        #expect(sheet.view.frame == CGRect(x: 512 - 270, y: 384 - 310, width: 540, height: 620))
        let presentation = sheet.presentationController!
        #expect(presentation.size(forChildContentContainer: sheet, withParentContainerSize: CGSize(width: 1024, height: 768))
                == CGSize(width: 540, height: 620))
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        #expect(sheet.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300))
    }

    @Test("Compact width: a form sheet is a card below the status bar, and its controller is given the card's size")
    func compactWidth() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let sheet = UIViewController()
        sheet.preferredContentSize = CGSize(width: 300, height: 300)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        clock.advance(by: 0.1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(sheet.presentationController!.size(forChildContentContainer: sheet, withParentContainerSize: CGSize(width: 390, height: 844))
                == CGSize(width: 390, height: 787))
    }

    @Test("A shown popover follows a preferredContentSize change")
    func popoverResizes() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let content = UIViewController()
        let keep = makeKeptPopover(content, size: CGSize(width: 200, height: 100))
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.sourceRect = CGRect(x: 195, y: 100, width: 0, height: 0)
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        #expect(content.view.frame == CGRect(x: 95, y: 113, width: 200, height: 100))
        content.preferredContentSize = CGSize(width: 300, height: 250)
        #expect(content.view.frame == CGRect(x: 45, y: 113, width: 300, height: 250))
        withExtendedLifetime(keep) {}
    }
}
