import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Zooming as Apple documents it: the scroll view scales the view its
/// delegate's `viewForZooming(in:)` returns, within `minimumZoomScale` and
/// `maximumZoomScale`; `scrollViewWillBeginZooming(_:with:)` comes at the
/// start of a pinch and of an animated zoom, `scrollViewDidZoom(_:)` after
/// each change, `scrollViewDidEndZooming(_:with:atScale:)` after a pinch (and
/// its bounce) and after an animated zoom. Geometry checked in closed form:
/// at scale `s` the content is the view's size times `s`.
@MainActor
@Suite("UIScrollView zooming", .transitionHarness)
struct UIScrollViewZoomingTests {
    /// A photo-viewer delegate: zooms `image` and records the calls.
    final class Zoomer: NSObject, UIScrollViewDelegate {
        let image: UIView?
        var calls: [String] = []
        var scales: [CGFloat] = []
        init(image: UIView?) { self.image = image }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            calls.append("willBegin(\(view === image))")
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if calls.last != "didZoom" { calls.append("didZoom") }
            scales.append(scrollView.zoomScale)
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEnd(\(view === image), \(scale))")
        }
    }

    /// A 100×100 scroll view over a 200×100 image, zoomable 0.5…4. The
    /// delegate is weak, as in UIKit: keep the zoomer alive.
    func makeViewer() -> (UIScrollView, UIView, Zoomer) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        let zoomer = Zoomer(image: image)
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        return (scroll, image, zoomer)
    }

    @Test("Defaults: scale 1, limits 1…1, bouncesZoom, no pinch until the limits allow zooming")
    func defaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.zoomScale == 1)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1)
        #expect(scroll.bouncesZoom)
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        #expect(scroll.pinchGestureRecognizer?.isEnabled == true)
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.pinchGestureRecognizer } == true)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer?.isEnabled == false)
    }

    @Test("zoomScale scales the zooming view, makes the content its scaled size and keeps the centre of the bounds")
    func zoomScale() {
        let (scroll, image, zoomer) = makeViewer()
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(scroll.contentSize == CGSize(width: 400, height: 200))
        // The content point (50, 50) at the centre stays there: 50·2 − 50.
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 50))
        #expect(zoomer.calls == ["didZoom"])
        #expect(zoomer.scales == [2])
    }

    @Test("A scale outside the limits is clamped; without a zooming view nothing changes")
    func limits() {
        let (scroll, image, zoomer) = makeViewer()
        defer { withExtendedLifetime(zoomer) {} }
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(0.1, animated: false)
        #expect(scroll.zoomScale == 0.5)
        #expect(image.frame.size == CGSize(width: 100, height: 50))
        // Content smaller than the bounds: the offset is clamped to the top-left.
        #expect(scroll.contentOffset == .zero)

        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.maximumZoomScale = 4
        plain.zoomScale = 2
        #expect(plain.zoomScale == 1)
    }

    @Test("zoom(to:animated:) fits the rectangle to the bounds and centres it")
    func zoomToRect() {
        let (scroll, _, zoomer) = makeViewer()
        scroll.zoom(to: CGRect(x: 100, y: 0, width: 50, height: 50), animated: false)
        // min(100/50, 100/50) = 2; the rectangle's centre (125, 25) goes to (50, 50): 125·2 − 50, 25·2 − 50.
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0))
        #expect(zoomer.calls == ["didZoom"])
        // A rectangle wider than the limits allow stops at the minimum.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 1000, height: 1000), animated: false)
        #expect(scroll.zoomScale == 0.5)
    }

    @Test("An animated zoom calls willBegin, moves with an ease-in-out curve over 0.3 s, and ends with didEnd")
    func animated() {
        let harness = TransitionHarness(root: UIViewController())
        let (scroll, _, zoomer) = makeViewer()
        harness.window.addSubview(scroll)
        scroll.setZoomScale(3, animated: true)
        #expect(zoomer.calls == ["willBegin(true)"])
        #expect(scroll.zoomScale == 1)
        harness.advance(by: 0.15)
        // easeInEaseOut is symmetric: half-way in time is half-way in value.
        #expect(abs(scroll.zoomScale - 2) < 0.1)
        harness.advance(by: 0.2)
        #expect(scroll.zoomScale == 3)
        #expect(zoomer.calls == ["willBegin(true)", "didZoom", "didEnd(true, 3.0)"])
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 100))
        scroll.removeFromSuperview()
    }

    @Test("A pinch zooms about the fingers' centre, reports isZooming, and ends with didEnd at the scale reached")
    func pinch() {
        let harness = TransitionHarness(root: UIViewController())
        let (scroll, _, zoomer) = makeViewer()
        scroll.frame = CGRect(x: 0, y: 0, width: 390, height: 390)
        harness.window.addSubview(scroll)
        harness.pinch(center: CGPoint(x: 100, y: 100), fromDistance: 60, toDistance: 120, duration: 0.3, release: false)
        #expect(scroll.isZooming)
        #expect(abs(scroll.zoomScale - 2) < 1e-6)
        // The content point under the fingers, (100, 100), is still under them: 100·2 − 100.
        #expect(abs(scroll.contentOffset.x - 100) < 1e-6 && abs(scroll.contentOffset.y - 100) < 1e-6)
        harness.touchUp(id: 0)
        harness.touchUp(id: 1)
        harness.advance(by: 0.5)
        #expect(!scroll.isZooming)
        #expect(zoomer.calls.first == "willBegin(true)")
        #expect(zoomer.calls.last == "didEnd(true, 2.0)")
        scroll.removeFromSuperview()
    }

    @Test("A pinch past the maximum is rubber-banded and springs back to it")
    func pinchBounce() {
        let harness = TransitionHarness(root: UIViewController())
        let (scroll, _, zoomer) = makeViewer()
        scroll.frame = CGRect(x: 0, y: 0, width: 390, height: 390)
        scroll.maximumZoomScale = 2
        harness.window.addSubview(scroll)
        harness.pinch(center: CGPoint(x: 100, y: 100), fromDistance: 50, toDistance: 200, duration: 0.3, release: false)
        // Asked for 4, shown 2·e^(band(ln 2)) with UIKit's rubber band (d = 1): above 2, below 4.
        let band = UIScrollView.rubberBandOffset(log(2), dimension: 1)
        #expect(abs(scroll.zoomScale - 2 * exp(band)) < 1e-6)
        harness.touchUp(id: 0)
        harness.touchUp(id: 1)
        #expect(scroll.isZoomBouncing)
        harness.advance(by: 0.5)
        #expect(scroll.zoomScale == 2)
        #expect(!scroll.isZoomBouncing)
        #expect(zoomer.calls.last == "didEnd(true, 2.0)")
        scroll.removeFromSuperview()
    }

    @Test("observe(\\.zoomScale) reports each change")
    func observation() {
        let (scroll, _, zoomer) = makeViewer()
        var seen: [CGFloat] = []
        let observation = scroll.observe(\.zoomScale, options: [.new]) { _, change in
            if let value = change.newValue { seen.append(value) }
        }
        scroll.zoomScale = 2
        scroll.zoomScale = 3
        #expect(seen == [2, 3])
        observation.invalidate()
        withExtendedLifetime(zoomer) {}
    }
}
