import Foundation
import Testing
@testable import OpenUIKit

/// The home indicator and screen-edge preferences (UIKit docs:
/// `prefersHomeIndicatorAutoHidden`, `childForHomeIndicatorAutoHidden`,
/// `setNeedsUpdateOfHomeIndicatorAutoHidden()`,
/// `preferredScreenEdgesDeferringSystemGestures` and its child and update
/// method): defaults false and no edges; the system reads them from the
/// controller in charge, through the child chain, when told they changed.
@MainActor
@Suite("Home indicator and system gestures")
struct SystemGesturesTests {
    final class Immersive: UIViewController {
        var hides = true
        var edges: UIRectEdge = [.bottom]
        override var prefersHomeIndicatorAutoHidden: Bool { hides }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { edges }
    }

    @Test("Defaults: the indicator stays, no edge is deferred")
    func defaults() {
        let controller = UIViewController()
        #expect(!controller.prefersHomeIndicatorAutoHidden && controller.childForHomeIndicatorAutoHidden == nil)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        let clock = MediaClock.installVirtual()
        let window = makeWindow(root: controller, clock: clock)
        #expect(!SegueSystemGestures.isHomeIndicatorAutoHidden(in: window))
        #expect(SegueSystemGestures.screenEdgesDeferringSystemGestures(in: window) == [])
    }

    @Test("The root decides through a navigation controller's top controller; a change is read when the controller says so")
    func throughNavigationAndUpdate() {
        let clock = MediaClock.installVirtual()
        let immersive = Immersive()
        let navigation = UINavigationController(rootViewController: immersive)
        let window = makeWindow(root: navigation, clock: clock)
        #expect(SegueSystemGestures.isHomeIndicatorAutoHidden(in: window))
        #expect(SegueSystemGestures.screenEdgesDeferringSystemGestures(in: window) == [.bottom])
        immersive.hides = false
        immersive.edges = [.left, .right]
        #expect(SegueSystemGestures.isHomeIndicatorAutoHidden(in: window), "not read again until told")
        immersive.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(!SegueSystemGestures.isHomeIndicatorAutoHidden(in: window))
        immersive.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(SegueSystemGestures.screenEdgesDeferringSystemGestures(in: window) == [.left, .right])
    }
}
