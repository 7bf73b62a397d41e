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
