import Foundation
import Testing
@_spi(SegueTesting) @testable import OpenUIKit

/// What a presentation keeps alive. UIKit does not retain windows for the
/// app: a window lives as long as its owner keeps it (the scene delegate's
/// `window`, for example), and its root controller goes with it. A
/// presentation's own bookkeeping must not hold the window. (A presented
/// controller and its presentation controller refer to each other until the
/// dismissal completes, as on iOS; the test windows of this target break
/// that when they go, through `TeardownRelease`.)
@MainActor
@Suite("Presentation lifetimes")
struct PresentationLifetimeTests {
    /// Presents `style` in a window of its own, lets the window go, and
    /// reports whether the window and presenter are still alive, and the
    /// presented controller if it is.
    private func aliveAfterRelease(_ style: UIModalPresentationStyle,
                                   window makeWindow: (UIViewController) -> UIWindow) -> (window: Bool, presenter: Bool, presented: UIViewController?) {
        weak var window: UIWindow?
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        do {
            let clock = MediaClock.installVirtual()
            let root = UIViewController()
            let w = makeWindow(root)
            let card = UIViewController()
            card.modalPresentationStyle = style
            root.present(card, animated: true)
            clock.advance(by: 1)
            #expect(root.presentedViewController === card)
            window = w; presenter = root; presented = card
        }
        _ = MediaClock.installVirtual()  // the run loop's turn ends
        return (window != nil, presenter != nil, presented)
    }

    @Test("A window let go with a presentation in place goes away, with its root controller",
          arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func windowWithPresentationIsReleased(style: UIModalPresentationStyle) {
        let alive = aliveAfterRelease(style) { root in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }
        #expect(!alive.window)
        #expect(!alive.presenter)
        // Presentation and presentation controller: each other's until the dismissal.
        #expect(alive.presented != nil)
        // Break that pair, as a test window would: nothing leaks into the next test.
        if let presented = alive.presented { TeardownRelease.releaseUnfinishedPresentations(from: presented) }
    }

    @Test("This target's test window releases what its test left presented when it goes",
          arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func testWindowReleasesPresentations(style: UIModalPresentationStyle) {
        let alive = aliveAfterRelease(style) { root in OpenUIKitTests.makeWindow(root: root, clock: .current) }
        #expect(!alive.window && !alive.presenter && alive.presented == nil)
    }

    @Test("A controller whose presentation controller was read but that is never presented goes away with it",
          arguments: [UIModalPresentationStyle.automatic, .pageSheet, .popover])
    func unpresentedControllerIsReleased(style: UIModalPresentationStyle) {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        do {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            let pc = vc.presentationController
            #expect(pc?.presentedViewController === vc)
            if style == .popover { #expect(vc.popoverPresentationController === pc) }
            controller = vc
            presentation = pc
        }
        #expect(controller == nil)
        #expect(presentation == nil)
    }

    @Test("A presentation controller read ahead is the one the presentation uses, and it keeps its controller while presented")
    func readAheadControllerIsUsed() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = OpenUIKitTests.makeWindow(root: root, clock: clock)
        weak var presented: UIViewController?
        let readAhead: UIPresentationController?
        do {
            let card = UIViewController()
            readAhead = card.presentationController
            root.present(card, animated: true)
            presented = card
        }
        clock.advance(by: 1)
        #expect(presented != nil, "the presenter holds what it presents")
        #expect(presented?.presentationController === readAhead)
        #expect(readAhead?.presentedViewController === presented)
        root.dismiss(animated: false)
        clock.advance(by: 0.1)
        #expect(root.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }
}
