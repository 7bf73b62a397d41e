import Foundation
import Testing
@_spi(SegueTesting) @testable import OpenUIKit

/// The zoomed controller's layout while a zoom flies. The flying view is
/// scaled inside a clip whose frame changes every frame; its hierarchy keeps
/// its full-size layout (docs/FIDELITY.md, "Zoom motion"), so it keeps the
/// safe area of its final frame and hears no layout or safe-area callbacks
/// frame by frame: the flight is a transform, not a resize.
@MainActor
@Suite("Zoom transition: layout in flight")
struct ZoomFlightLayoutTests {
    /// Counts the layout and safe-area callbacks, and records the insets each reports.
    final class CountingController: UIViewController {
        var layouts = 0
        var safeAreaChanges: [UIEdgeInsets] = []
        override func viewWillLayoutSubviews() { layouts += 1 }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges.append(view.safeAreaInsets) }
    }

    @Test("While the zoom flies, the zoomed view keeps its full-screen safe area and is not laid out frame by frame")
    func flightKeepsFullSizeLayout() throws {
        let clock = MediaClock.installVirtual()
        let grid = UIViewController()
        let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        grid.view.addSubview(thumbnail)
        let window = makeWindow(root: grid, clock: clock)
        defer { TeardownRelease.releaseUnfinishedPresentations(from: grid) }
        let detail = CountingController()
        detail.preferredTransition = .zoom { _ in thumbnail }

        grid.present(detail, animated: true)
        clock.advance(by: 1.0 / 60)
        let driver = try #require(detail.activeTransition?.animator as? ZoomTransitionDriver)
        // A 390 × 844 notched portrait screen: 47 top, 34 bottom (full screen).
        let fullScreen = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(detail.view.safeAreaInsets == fullScreen)
        let layoutsAtStart = detail.layouts
        let changesAtStart = detail.safeAreaChanges.count

        // Thirty frames of flight: the clip moves and grows every frame.
        var moves = 0
        for _ in 0..<30 {
            let before = driver.clip.frame
            clock.advance(by: 1.0 / 60)
            if driver.clip.frame != before { moves += 1 }
            #expect(detail.view.safeAreaInsets == fullScreen)
        }
        #expect(moves > 20, "the clip is expected to move during the flight")
        // At most the one layout a view gets when it moves into a new
        // superview (the clip), not one per frame.
        #expect(detail.layouts - layoutsAtStart <= 1)
        #expect(detail.safeAreaChanges.count == changesAtStart)

        clock.advance(by: 2)
        #expect(detail.activeTransition == nil)
        #expect(detail.view.window === window)
        #expect(detail.view.safeAreaInsets == fullScreen)
        #expect(detail.safeAreaChanges.allSatisfy { $0 == fullScreen })

        detail.dismiss(animated: false)
        clock.advance(by: 0.1)
        #expect(grid.presentedViewController == nil)
    }
}
