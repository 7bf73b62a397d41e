import Foundation

/// Zooming (`UIScrollView`'s "Zooming and panning"): the scroll view scales
/// the view its delegate's `viewForZooming(in:)` returns.
///
/// **The model.** Zooming to a scale `s` sets the zooming view's transform
/// to `CGAffineTransform(scaleX: s, y: s)`, puts its frame's origin at the
/// content's origin and makes `contentSize` its scaled size, so the scroll
/// view pans over the enlarged content. The offset moves so that a content
/// point stays put: the centre of the bounds for `setZoomScale(_:animated:)`
/// and `zoomScale`, the centre of the fingers for a pinch (which also pans
/// as the fingers move), and `zoom(to:animated:)` centres its rectangle;
/// except during a pinch the offset is then clamped to the scrollable
/// range. Every change calls `scrollViewDidZoom(_:)`.
///
/// **Limits.** Zooming needs a zooming view and `maximumZoomScale >
/// minimumZoomScale` (both 1 by default); a scale set is clamped to them,
/// and without a zooming view it is ignored. Changing a limit leaves the
/// current scale as it is (set `zoomScale` after the limits, as on iOS).
///
/// **Pinch.** `pinchGestureRecognizer` exists once the limits allow
/// zooming (and is disabled when they stop allowing it). It recognizes
/// alongside the scroll view's pan. When it begins the delegate gets
/// `scrollViewWillBeginZooming(_:with:)` and `isZooming` is true; the scale
/// follows the pinch's `scale` times the scale at the start. Past a limit,
/// with `bouncesZoom`, the excess ratio is shown rubber-banded (its
/// logarithm with UIKit's scroll rubber-band formula, so the scale can never
/// run away); without it the scale stops at the limit. On release a scale
/// past a limit springs back to it over `zoomBounceDuration` (`isZoomBouncing`),
/// and then `scrollViewDidEndZooming(_:with:atScale:)` is called.
///
/// **Animation.** An animated `setZoomScale` or `zoom(to:animated:)`
/// calls `scrollViewWillBeginZooming(_:with:)`, moves the scale and the
/// offset over `zoomAnimationDuration` with an ease-in-out curve on the
/// display link, then calls `scrollViewDidEndZooming(_:with:atScale:)` (the
/// delegate calls Apple documents for animated zoom changes). An unanimated
/// change calls only `scrollViewDidZoom(_:)`.
extension UIScrollView {
    /// The duration of an animated zoom (seconds; FIDELITY.md).
    public static let zoomAnimationDuration: TimeInterval = 0.3
    /// The duration of the spring back to a zoom limit after a pinch (seconds; FIDELITY.md).
    public static let zoomBounceDuration: TimeInterval = 0.3

    func setZoomLimits(minimum: CGFloat, maximum: CGFloat) {
        guard minimum.isFinite, maximum.isFinite, minimum > 0, maximum > 0 else {
            EventDiagnostics.report("UIScrollView: ignoring invalid zoom scale limits \(minimum)…\(maximum)")
            return
        }
        zooming.minimum = minimum
        zooming.maximum = maximum
        let allowsZooming = maximum > minimum
        if allowsZooming && zooming.pinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTarget(nil) { [weak self] recognizer in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.handlePinch(pinch)
            }
            zooming.pinch = pinch
            addGestureRecognizer(pinch)
        }
        zooming.pinch?.isEnabled = allowsZooming
    }

    /// `scale` within the limits.
    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, zooming.minimum), max(zooming.minimum, zooming.maximum))
    }

    /// The view the delegate zooms, if any.
    private var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// The content point, in the zooming view's own (unscaled)
    /// coordinates, under `position` (a point of the bounds, relative to
    /// their origin).
    private func zoomAnchor(at position: CGPoint) -> CGPoint {
        let s = zooming.scale
        return CGPoint(x: (contentOffset.x + position.x) / s, y: (contentOffset.y + position.y) / s)
    }

    private var boundsCentre: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }

    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            EventDiagnostics.report("UIScrollView.setZoomScale: ignoring invalid scale \(scale)")
            return
        }
        guard let view = zoomingView else { return }
        let target = clampedZoomScale(scale)
        let anchor = zoomAnchor(at: boundsCentre)
        move(view, toScale: target, anchor: anchor, at: boundsCentre, animated: animated)
    }

    func zoom(toRect rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0 || rect.height > 0 else {
            EventDiagnostics.report("UIScrollView.zoom(to:animated:): ignoring rectangle \(rect)")
            return
        }
        guard let view = zoomingView else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity,
                      rect.height > 0 ? bounds.height / rect.height : .infinity)
        move(view, toScale: clampedZoomScale(fit), anchor: CGPoint(x: rect.midX, y: rect.midY), at: boundsCentre,
             animated: animated)
    }

    /// Zooms to `scale` keeping `anchor` (unscaled content) at `position`,
    /// at once or animated.
    private func move(_ view: UIView, toScale scale: CGFloat, anchor: CGPoint, at position: CGPoint, animated: Bool) {
        stopZoomAnimation()
        guard animated else {
            applyZoom(scale, to: view, anchor: anchor, at: position, clampingOffset: true)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        let start = (scale: zooming.scale, offset: contentOffset)
        let end = offset(forScale: scale, of: view, anchor: anchor, at: position, clamped: true)
        startZoomAnimation(duration: Self.zoomAnimationDuration, view: view, from: start, to: (scale, end))
    }

    /// The offset that puts `anchor` at `position` at `scale`, optionally
    /// clamped to the range the content at that scale allows.
    private func offset(forScale scale: CGFloat, of view: UIView, anchor: CGPoint, at position: CGPoint,
                        clamped: Bool) -> CGPoint {
        var o = CGPoint(x: anchor.x * scale - position.x, y: anchor.y * scale - position.y)
        guard clamped else { return o }
        let i = adjustedContentInset
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let maxX = max(-i.left, size.width + i.right - bounds.width)
        let maxY = max(-i.top, size.height + i.bottom - bounds.height)
        o.x = min(max(o.x, -i.left), maxX)
        o.y = min(max(o.y, -i.top), maxY)
        return o
    }

    /// Applies `scale` to the zooming view and the content (see the type's comment).
    private func applyZoom(_ scale: CGFloat, to view: UIView, anchor: CGPoint, at position: CGPoint, clampingOffset: Bool) {
        setZoom(scale, of: view)
        contentOffset = offset(forScale: scale, of: view, anchor: anchor, at: position, clamped: clampingOffset)
        delegate?.scrollViewDidZoom(self)
    }

    /// Scales the view and sizes the content, without moving the offset.
    private func setZoom(_ scale: CGFloat, of view: UIView) {
        KeyValueObserving.willChange(self, "zoomScale")
        zooming.scale = scale
        KeyValueObserving.didChange(self, "zoomScale")
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let anchorPoint = view.layer.anchorPoint
        view.center = CGPoint(x: size.width * anchorPoint.x, y: size.height * anchorPoint.y)
        contentSize = size
    }

    // MARK: Pinch

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let location = pinch.location(in: self)
        let position = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopZoomAnimation()
            zooming.isZooming = true
            zooming.pinchStart = (zooming.scale, zoomAnchor(at: position))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = zooming.pinchStart else { return }
            let scale = displayedZoomScale(start.scale * pinch.scale)
            applyZoom(scale, to: view, anchor: start.anchor, at: position, clampingOffset: false)
        case .ended, .cancelled, .failed:
            guard let start = zooming.pinchStart else { return }
            zooming.pinchStart = nil
            zooming.isZooming = false
            let limit = clampedZoomScale(zooming.scale)
            let end = offset(forScale: limit, of: view, anchor: start.anchor, at: position, clamped: true)
            if limit != zooming.scale || end != contentOffset {
                zooming.isBouncing = limit != zooming.scale
                startZoomAnimation(duration: Self.zoomBounceDuration, view: view,
                                   from: (zooming.scale, contentOffset), to: (limit, end))
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zooming.scale)
            }
        default:
            break
        }
    }

    /// The scale shown for a pinch asking for `scale`: past a limit, the
    /// excess ratio rubber-banded in log space (or clamped without `bouncesZoom`).
    private func displayedZoomScale(_ scale: CGFloat) -> CGFloat {
        let lo = zooming.minimum, hi = max(zooming.minimum, zooming.maximum)
        guard scale < lo || scale > hi else { return scale }
        guard bouncesZoom else { return clampedZoomScale(scale) }
        let limit = scale < lo ? lo : hi
        let excess = abs(log(scale / limit))
        let shown = Self.rubberBandOffset(excess, dimension: 1)
        return scale < lo ? limit * exp(-shown) : limit * exp(shown)
    }

    // MARK: Animation

    private func startZoomAnimation(duration: TimeInterval, view: UIView,
                                    from: (scale: CGFloat, offset: CGPoint), to: (scale: CGFloat, offset: CGPoint)) {
        zooming.animation = ScrollViewZooming.Animation(start: CACurrentMediaTime(), duration: duration, view: view,
                                                        from: from, to: to)
        let link = CADisplayLink(weakOwner: self) { scroll, now in scroll.stepZoom(now: now) }
        zooming.link = link
        link.add(to: .main, forMode: .common)
    }

    private func stepZoom(now: Double) {
        guard let animation = zooming.animation else { return stopZoomAnimation() }
        let t = animation.duration > 0 ? min(max((now - animation.start) / animation.duration, 0), 1) : 1
        let p = CGFloat(ScrollViewZooming.easeInOut(t))
        let scale = animation.from.scale + (animation.to.scale - animation.from.scale) * p
        setZoom(scale, of: animation.view)
        contentOffset = CGPoint(x: animation.from.offset.x + (animation.to.offset.x - animation.from.offset.x) * p,
                                y: animation.from.offset.y + (animation.to.offset.y - animation.from.offset.y) * p)
        delegate?.scrollViewDidZoom(self)
        guard t >= 1 else { return }
        stopZoomAnimation()
        delegate?.scrollViewDidEndZooming(self, with: animation.view, atScale: animation.to.scale)
    }

    private func stopZoomAnimation() {
        zooming.link?.invalidate()
        zooming.link = nil
        zooming.animation = nil
        zooming.isBouncing = false
    }
}

/// A scroll view's zoom limits, scale, pinch and zoom animation.
@MainActor
final class ScrollViewZooming {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var isZooming = false
    var isBouncing = false
    var pinch: UIPinchGestureRecognizer?
    /// The scale when the pinch began and the content point under the fingers then.
    var pinchStart: (scale: CGFloat, anchor: CGPoint)?
    var link: CADisplayLink?
    var animation: Animation?

    struct Animation {
        let start: Double
        let duration: Double
        let view: UIView
        let from: (scale: CGFloat, offset: CGPoint)
        let to: (scale: CGFloat, offset: CGPoint)
    }

    /// The ease-in-out curve of an animated zoom (`CAMediaTimingFunction(name: .easeInEaseOut)`).
    static func easeInOut(_ t: Double) -> Double {
        CAMediaTimingFunction(name: .easeInEaseOut).solve(t)
    }
}

/// The scroll view's pinch: it recognizes alongside the scroll view's pan.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer === scrollView?.panGestureRecognizer ? false : super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer === scrollView?.panGestureRecognizer
            ? false : super.canBePrevented(by: preventingGestureRecognizer)
    }
}
