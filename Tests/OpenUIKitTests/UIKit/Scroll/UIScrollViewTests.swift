import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class ScrollEventLog: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    var targets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        targets.append(targetContentOffset.pointee)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// Scrolling driven by injected touches on the virtual clock.
@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    static let frameTime = 1.0 / 60.0

    func makeScrollView(contentHeight: CGFloat = 2000) -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        // The physics below is measured against a 0…contentHeight − 844
        // range; `.never` keeps the notched window's safe area (which
        // `.automatic` adds to a vertically scrolling view) out of it.
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        window.addSubview(scroll)
        return (window, scroll)
    }

    /// Moves finger 0 from `from` by `step` per frame for `frames` frames.
    func drag(_ window: UIWindow, from: CGPoint, step: CGPoint, frames: Int, clock: MediaClock) {
        for i in 1...frames {
            clock.advance(by: Self.frameTime)
            window.sendTouch(.moved, at: CGPoint(x: from.x + step.x * Double(i), y: from.y + step.y * Double(i)))
        }
    }

    @Test("contentOffset is bounds.origin and setting it calls scrollViewDidScroll")
    func offsetIsBoundsOrigin() {
        _ = MediaClock.installVirtual()
        let (_, scroll) = makeScrollView()
        let log = ScrollEventLog()
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(log.scrolls == 1)
        let sub = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        scroll.addSubview(sub)
        #expect(isClose(sub.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 80)))
    }

    @Test("A drag moves contentOffset by the finger distance")
    func dragFollowsFinger() {
        let clock = MediaClock.installVirtual()
        let (window, scroll) = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        #expect(scroll.isTracking)
        drag(window, from: CGPoint(x: 200, y: 600), step: CGPoint(x: 0, y: -5), frames: 4, clock: clock)
        #expect(scroll.isDragging)
        let before = scroll.contentOffset.y
        drag(window, from: CGPoint(x: 200, y: 580), step: CGPoint(x: 0, y: -10), frames: 10, clock: clock)
        #expect(isClose(scroll.contentOffset.y - before, 100))
        #expect(scroll.contentOffset.x == 0)
    }

    @Test("Past the edge the offset is rubber-banded with (1 − 1/(x·0.55/d + 1))·d")
    func rubberBand() {
        let clock = MediaClock.installVirtual()
        let (window, scroll) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        drag(window, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 5), frames: 4, clock: clock)
        // The drag began; now pull 200 pt further down (the content's top edge is at offset 0).
        let start = scroll.contentOffset.y
        #expect(start < 0)
        let raw0 = -UIScrollView.rubberBandInverse(-start, dimension: 844)
        drag(window, from: CGPoint(x: 200, y: 120), step: CGPoint(x: 0, y: 10), frames: 20, clock: clock)
        let x: Double = 200 - raw0
        let expected: Double = -(1 - 1 / (x * 0.55 / 844 + 1)) * 844
        #expect(isClose(scroll.contentOffset.y, expected, within: 1e-6))
        let band: Double = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(isClose(UIScrollView.rubberBandOffset(100, dimension: 844), band))
        // Releasing slowly bounces back to the edge.
        clock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 320))
        clock.advance(by: 2)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
    }

    @Test("A flick decelerates within bounds and calls the delegate in UIKit's order")
    func decelerationOrder() {
        let clock = MediaClock.installVirtual()
        let (window, scroll) = makeScrollView(contentHeight: 20000)
        let log = ScrollEventLog()
        scroll.delegate = log
        window.sendTouch(.began, at: CGPoint(x: 200, y: 700))
        drag(window, from: CGPoint(x: 200, y: 700), step: CGPoint(x: 0, y: -20), frames: 10, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        #expect(scroll.isDecelerating)
        #expect(!scroll.isDragging)
        // 20 pt per frame = 1.2 pt/ms; projected travel v·r/(1−r).
        let released = scroll.contentOffset.y
        let travel: Double = 1.2 * 0.998 / 0.002
        let expectedTarget: Double = released + travel
        #expect(isClose(Double(log.targets.first?.y ?? 0), expectedTarget, within: 1e-6))
        clock.advance(by: 10)
        #expect(!scroll.isDecelerating)
        #expect(isClose(scroll.contentOffset.y, expectedTarget, within: 1e-6))
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                               "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test("A flick towards the end stops within the content, bouncing at the edge")
    func decelerationClampsAtEdge() {
        let clock = MediaClock.installVirtual()
        let (window, scroll) = makeScrollView(contentHeight: 1500)
        let log = ScrollEventLog()
        scroll.delegate = log
        window.sendTouch(.began, at: CGPoint(x: 200, y: 700))
        drag(window, from: CGPoint(x: 200, y: 700), step: CGPoint(x: 0, y: -30), frames: 10, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        #expect(log.targets.first?.y == CGFloat(1500 - 844))
        var maxOffset: CGFloat = 0
        for _ in 0..<600 {
            clock.advance(by: Self.frameTime)
            maxOffset = max(maxOffset, scroll.contentOffset.y)
        }
        #expect(maxOffset > 656)
        #expect(scroll.contentOffset.y == 656)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test("Paging snaps to the page boundary in the direction of the flick")
    func pagingSnaps() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390 * 5, height: 844)
        scroll.isPagingEnabled = true
        window.addSubview(scroll)
        // A slow drag of 100 pt: back to page 0.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        for i in 1...55 { clock.advance(by: Self.frameTime); window.sendTouch(.moved, at: CGPoint(x: 300 - Double(i) * 2, y: 400)) }
        window.sendTouch(.ended, at: CGPoint(x: 190, y: 400))
        clock.advance(by: 1)
        #expect(scroll.contentOffset.x == 0)
        // A flick of 100 pt: to page 1.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        drag(window, from: CGPoint(x: 300, y: 400), step: CGPoint(x: -20, y: 0), frames: 5, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        clock.advance(by: 0.35)
        #expect(scroll.contentOffset.x == 390)
        // A slow drag past half a page: to page 2.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        for i in 1...120 { clock.advance(by: Self.frameTime); window.sendTouch(.moved, at: CGPoint(x: 300 - Double(i) * 2, y: 400)) }
        clock.advance(by: 0.2)
        window.sendTouch(.moved, at: CGPoint(x: 60, y: 400))
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 400))
        clock.advance(by: 1)
        #expect(scroll.contentOffset.x == 780)
    }

    @Test("setContentOffset(animated:) moves over time and ends with scrollViewDidEndScrollingAnimation")
    func animatedOffset() {
        let clock = MediaClock.installVirtual()
        let (_, scroll) = makeScrollView()
        let log = ScrollEventLog()
        scroll.delegate = log
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 0)
        clock.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 300)
        clock.advance(by: 0.2)
        #expect(scroll.contentOffset.y == 300)
        #expect(log.events == ["didEndScrollingAnimation"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 50), animated: false)
        let expectedY: CGFloat = 1950 - 844
        #expect(scroll.contentOffset.y == expectedY, "\(scroll.contentOffset.y - expectedY)")
    }
}
