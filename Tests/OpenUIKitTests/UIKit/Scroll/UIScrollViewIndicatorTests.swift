import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Scroll indicators (UIKit docs: `showsVerticalScrollIndicator` /
/// `showsHorizontalScrollIndicator` "Whether the … scroll indicator is
/// visible" while scrolling; `flashScrollIndicators()` "Displays the scroll
/// indicators momentarily"; `indicatorStyle`). The bar's length is the track
/// times the visible fraction of the content: closed-form checks below use
/// Segue's metrics (3 pt bars 3 pt inside the edges, FIDELITY.md).
@MainActor
@Suite("UIScrollView indicators", .transitionHarness)
struct UIScrollViewIndicatorTests {
    private func host(contentScale: CGSize = CGSize(width: 1, height: 4)) -> (TransitionHarness, UIScrollView) {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        controller.view = scroll
        let harness = TransitionHarness(root: controller)
        let b = scroll.bounds
        scroll.contentSize = CGSize(width: b.width * contentScale.width, height: b.height * contentScale.height)
        harness.advance(by: 0.05)
        return (harness, scroll)
    }

    @Test("Nothing shows for a set offset; a drag shows the vertical bar, which fades out after the scroll stops")
    func showsWhileScrolling() throws {
        let (harness, scroll) = host()
        scroll.backgroundColor = .systemBackground
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        harness.advance(by: 0.05)
        #expect(scroll.scrollIndicatorVisibility.vertical == false)
        let b = scroll.bounds
        harness.drag(from: CGPoint(x: b.midX, y: 600), to: CGPoint(x: b.midX, y: 300), duration: 0.3)
        #expect(scroll.scrollIndicatorVisibility.vertical)
        #expect(scroll.scrollIndicatorVisibility.horizontal == false, "the content does not overflow horizontally")
        try harness.writeFrame("segue-scroll-indicator")
        harness.advance(by: 1)
        #expect(scroll.isDecelerating && scroll.scrollIndicatorVisibility.vertical, "shown while the flick decelerates")
        harness.advance(by: 10)
        #expect(!scroll.isDecelerating)
        #expect(scroll.scrollIndicatorVisibility.vertical == false)
    }

    @Test("The vertical bar: 3 pt wide, 3 pt from the right edge, track × visible / content long, placed by the offset")
    func geometry() throws {
        let (harness, scroll) = host()
        let b = scroll.bounds
        scroll.flashScrollIndicators()
        let bar = try #require(scroll.scrollIndicators?.vertical)
        let track = b.height - 6
        #expect(bar.frame == CGRect(x: b.width - 6, y: 3, width: 3, height: track / 4))
        #expect(scroll.scrollIndicatorVisibility.vertical)
        let maxOffset = scroll.contentSize.height - b.height
        scroll.contentOffset = CGPoint(x: 0, y: maxOffset)
        #expect(abs(bar.frame.maxY - (maxOffset + b.height - 3)) < 0.001, "at the end of the range the bar reaches the end of the track")
        scroll.contentOffset = CGPoint(x: 0, y: maxOffset / 2)
        #expect(abs(bar.frame.midY - (maxOffset / 2 + b.height / 2)) < 0.001, "halfway, the bar is centred")
        harness.advance(by: 1)
        #expect(scroll.scrollIndicatorVisibility.vertical == false, "a flash fades out too")
    }

    @Test("showsVerticalScrollIndicator = false hides the bar; a horizontal overflow shows the horizontal one")
    func visibilityFlags() {
        let (_, scroll) = host(contentScale: CGSize(width: 3, height: 4))
        scroll.showsVerticalScrollIndicator = false
        scroll.flashScrollIndicators()
        #expect(scroll.scrollIndicatorVisibility == (vertical: false, horizontal: true))
        let b = scroll.bounds
        let bar = scroll.scrollIndicators?.horizontal
        #expect(bar?.frame.minY == b.height - 6)
        #expect(bar.map { abs($0.frame.width - (b.width - 6) / 3) < 0.001 } == true)
    }

    @Test("indicatorStyle: .black is dark, .white light (35 %)")
    func styles() throws {
        let (_, scroll) = host()
        #expect(scroll.indicatorStyle == .default)
        scroll.indicatorStyle = .white
        scroll.flashScrollIndicators()
        let bar = try #require(scroll.scrollIndicators?.vertical)
        #expect(bar.backgroundColor == UIColor(white: 1, alpha: 0.35).cgColor)
        scroll.indicatorStyle = .black
        #expect(bar.backgroundColor == UIColor(white: 0, alpha: 0.35).cgColor)
    }
}

/// `canCancelContentTouches` (UIKit docs: "If the value of this property is
/// false, the scroll view does not scroll regardless of finger movement once
/// the content view starts tracking").
@MainActor
@Suite("UIScrollView content touches", .transitionHarness)
struct UIScrollViewContentTouchesTests {
    final class Tracker: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    @Test("With canCancelContentTouches false a drag on the content does not scroll; on the scroll view itself it does")
    func cannotCancel() {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        controller.view = scroll
        let content = Tracker(frame: CGRect(x: 0, y: 0, width: 200, height: 3000))
        scroll.addSubview(content)
        let harness = TransitionHarness(root: controller)
        scroll.contentSize = CGSize(width: scroll.bounds.width, height: 3000)
        harness.advance(by: 0.05)
        #expect(scroll.canCancelContentTouches, "true by default")
        scroll.canCancelContentTouches = false
        harness.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300), duration: 0.3)
        harness.advance(by: 0.1)
        #expect(scroll.contentOffset.y == 0)
        #expect(content.began == 1)
        let right = scroll.bounds.width - 40
        harness.drag(from: CGPoint(x: right, y: 600), to: CGPoint(x: right, y: 300), duration: 0.3)
        #expect(scroll.contentOffset.y > 0, "a drag outside the content still scrolls")
        harness.advance(by: 10)
        scroll.contentOffset = .zero
        scroll.canCancelContentTouches = true
        harness.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300), duration: 0.3)
        #expect(scroll.contentOffset.y > 0)
    }
}
