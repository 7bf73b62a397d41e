import Foundation

/// A view whose bounds origin scrolls over a larger content area (`UIScrollView`).
///
/// **Offset.** `contentOffset` *is* `bounds.origin`, as in UIKit: subviews
/// live in content coordinates and scrolling moves the bounds. Every change
/// calls `scrollViewDidScroll` and requests layout. The scrollable range of
/// each axis is `-adjustedContentInset.left … contentSize.width +
/// adjustedContentInset.right - bounds.width` (the maximum never below the
/// minimum); an axis scrolls when the content plus insets exceeds the bounds
/// or `alwaysBounceHorizontal`/`alwaysBounceVertical` is set.
///
/// **Dragging** (`panGestureRecognizer`, owned by the scroll view). A finger
/// down stops any deceleration or scrolling animation at once and sets
/// `isTracking`. Once the pan begins (10 pt of hysteresis) the offset
/// follows the finger one-for-one from where the drag began — the
/// hysteresis is absorbed, the content does not jump. Past an edge the
/// excess `x` is shown rubber-banded with UIKit's formula
/// `(1 − 1 / (x · 0.55 / d + 1)) · d`, `d` being the bounds dimension
/// (`rubberBandOffset(_:dimension:)`); with `bounces == false` it is clamped.
///
/// **Release.** The velocity (points per millisecond, UIKit's unit) decays
/// exponentially: after `t` ms it is `v·rᵗ`, `r = decelerationRate.rawValue`
/// (0.998 `.normal`, 0.99 `.fast`), so the offset moves by
/// `v·r·(1 − rᵗ)/(1 − r)` and comes to rest `v·r/(1 − r)` from the release
/// point (the projection Apple gives for its decelerations). The target,
/// clamped to the scrollable range, is offered to
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; a target
/// changed by the delegate is reached by a decay whose velocity is solved to
/// land on it. Deceleration stops when less than 0.5 pt remains.
/// - A decay that crosses an edge (with `bounces`) turns into a critically
///   damped spring back to the edge, `x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt)` with
///   `ω = 15 s⁻¹`, keeping the velocity it had; without `bounces` it stops
///   at the edge. Releasing while over-scrolled starts that spring at once.
/// - **Paging** (`isPagingEnabled`; a page is the bounds size): the target is
///   the page boundary in the direction of the flick (`ceil`/`floor` of
///   `offset / page`) when the speed exceeds `pagingFlickVelocity`
///   (0.3 pt/ms), otherwise the nearest one; it is reached with a cubic
///   Hermite ease-out over `pagingAnimationDuration` (0.3 s) that starts with
///   the release velocity (capped at the slope of the cubic ease-out
///   `1 − (1 − s)³`, so it never overshoots).
/// Everything runs on a `CADisplayLink`, so it is deterministic on a virtual
/// `MediaClock`.
///
/// **Insets.** `adjustedContentInset` is `contentInset` plus the safe area
/// `contentInsetAdjustmentBehavior` lets in (see
/// `UIScrollView+ContentInsetAdjustment.swift`); a change calls
/// `adjustedContentInsetDidChange()` and the delegate's
/// `scrollViewDidChangeAdjustedContentInset(_:)`.
///
/// **Indicators.** Thin bars show the visible part of the content while it
/// scrolls and fade out after (`UIScrollView+Indicators.swift`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Subviews see the safe area without the edges absorbed into
    /// `adjustedContentInset` (UIScrollView+ContentInsetAdjustment.swift).
    override func safeAreaInsets(ofSubviewAt frame: CGRect) -> UIEdgeInsets {
        insets(of: frame, coveredBy: safeAreaInsetsForContent(safeAreaInsets))
    }

    /// The rate at which a flick decelerates: the fraction of velocity kept
    /// per millisecond (`UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per ms.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per ms.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's rubber-band constant.
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// The spring constant `ω` of the bounce back to an edge (s⁻¹).
    public static let bounceStiffness: Double = 15
    /// The speed above which a paging release goes to the next page (points per ms).
    public static let pagingFlickVelocity: CGFloat = 0.3
    /// The duration of the snap to a page (seconds).
    public static let pagingAnimationDuration: TimeInterval = 0.3
    /// The duration of `setContentOffset(_:animated: true)` (seconds).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// The drag recognizer (read-only, as in UIKit).
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer

    /// The delegate (weak). `UICollectionView` reads it as its own delegate protocol.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        willSet { KeyValueObserving.willChange(self, "contentSize") }
        didSet {
            if contentSize != oldValue { contentInsetInputsDidChange() }
            KeyValueObserving.didChange(self, "contentSize")
        }
    }
    /// Extra scrollable space around the content, set by the app. Setting it
    /// does not move the content offset (as in UIKit).
    open var contentInset: UIEdgeInsets = .zero {
        willSet { KeyValueObserving.willChange(self, "contentInset") }
        didSet {
            if contentInset != oldValue { contentInsetInputsDidChange() }
            KeyValueObserving.didChange(self, "contentInset")
        }
    }
    /// How the safe area is added to `contentInset` to give
    /// `adjustedContentInset` (default `.automatic`); see
    /// `UIScrollView+ContentInsetAdjustment.swift`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentInsetInputsDidChange() } }
    }
    /// The insets in effect: `contentInset` plus the safe-area insets that
    /// `contentInsetAdjustmentBehavior` adds. Scrolling limits use it.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }
    var adjustedContentInsetStorage: UIEdgeInsets = .zero
    /// The safe-area part of `adjustedContentInset` (what the behaviour added).
    var contentInsetAdjustment: UIEdgeInsets = .zero
    /// Whether the indicator insets in effect include the safe-area part of
    /// `adjustedContentInset` (default `true`, as in UIKit).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The vertical indicator's distance from the scroll view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal indicator's distance from the scroll view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicator insets. UIKit leaves the getter undefined once the
    /// two differ (it is deprecated); Segue returns the vertical ones.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Called when `adjustedContentInset` changes (after the new value is in
    /// place), as in UIKit. Subclasses call `super`.
    open func adjustedContentInsetDidChange() {}
    /// Whether dragging scrolls (the pan recognizer is enabled with it).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceHorizontal = false { didSet { if alwaysBounceHorizontal != oldValue { contentInsetInputsDidChange() } } }
    open var alwaysBounceVertical = false { didSet { if alwaysBounceVertical != oldValue { contentInsetInputsDidChange() } } }
    open var showsHorizontalScrollIndicator = true { didSet { layoutScrollIndicators() } }
    open var showsVerticalScrollIndicator = true { didSet { layoutScrollIndicators() } }
    /// The indicators' colour (`.default`: dark, light in the dark appearance).
    open var indicatorStyle: IndicatorStyle = .default { didSet { layoutScrollIndicators() } }
    /// The indicator layers, made when they first show.
    var scrollIndicators: ScrollIndicators?
    open var isDirectionalLockEnabled = false
    /// Whether a drag that starts on the content (a subview) may scroll,
    /// cancelling the content's touches (default true). When false the
    /// scroll view does not scroll once the content tracks the finger; in
    /// Segue the content tracks from touch-down (no `delaysContentTouches`
    /// delay), so a drag that starts on a subview never scrolls.
    open var canCancelContentTouches = true
    open var decelerationRate: DecelerationRate = .normal

    /// True from the drag's start until the finger lifts.
    public private(set) var isDragging = false
    /// True while the content moves after the finger lifted.
    public private(set) var isDecelerating = false
    /// True while a finger touches the scroll view (even before a drag begins).
    public private(set) var isTracking = false

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The zoom limits, the scale and the pinch in progress.
    let zooming = ScrollViewZooming()

    /// The smallest `zoomScale` (1 by default). Zooming needs a
    /// `viewForZooming(in:)` and a maximum above the minimum.
    open var minimumZoomScale: CGFloat {
        get { zooming.minimum }
        set { setZoomLimits(minimum: newValue, maximum: zooming.maximum) }
    }

    /// The largest `zoomScale` (1 by default).
    open var maximumZoomScale: CGFloat {
        get { zooming.maximum }
        set { setZoomLimits(minimum: zooming.minimum, maximum: newValue) }
    }

    /// The scale of the zooming view (1 by default); set, it is clamped to
    /// the limits and applied at once.
    open var zoomScale: CGFloat {
        get { zooming.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch past a limit is shown rubber-banded and springs back (true by default).
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { zooming.isZooming }
    /// Whether the scale is springing back to a limit after a pinch.
    open var isZoomBouncing: Bool { zooming.isBouncing }
    /// The pinch that zooms: nil until the limits allow zooming.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zooming.pinch }

    /// Scales the zooming view to `scale` (clamped to the limits) about
    /// the centre of the bounds.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(toScale: scale, animated: animated) }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the
    /// bounds as far as the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoom(toRect: rect, animated: animated) }

    private var displayLink: CADisplayLink?
    private var motionX: AxisMotion?
    private var motionY: AxisMotion?
    private enum MotionKind { case deceleration, scrollingAnimation }
    private var motionKind: MotionKind = .deceleration
    private var dragStartRaw: CGPoint = .zero
    private var dragBaseline: CGPoint = .zero

    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget(nil) { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(pan)
    }

    public required init?(coder: NSCoder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(coder: coder)
        pan.scrollView = self
        pan.addTarget(nil) { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(pan)
    }

    // MARK: Offset

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { contentOffsetDidChange() }
        }
    }

    /// The point of the content at the top-left of the bounds (= `bounds.origin`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            KeyValueObserving.willChange(self, "contentOffset")
            defer { KeyValueObserving.didChange(self, "contentOffset") }
            guard newValue.isFinitePoint else { return rejectGeometry("contentOffset", newValue) }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }

    /// Sets the offset; animated, it moves there over 0.3 s with an
    /// ease-in-out curve, calling `scrollViewDidScroll` each frame and
    /// `scrollViewDidEndScrollingAnimation` at the end. The offset is not
    /// clamped, as in UIKit.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinitePoint else { return rejectGeometry("contentOffset", contentOffset) }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = CACurrentMediaTime()
        let T = Self.scrollAnimationDuration
        motionX = .curve(from: self.contentOffset.x, to: contentOffset.x, slope: 0, start: now, duration: T)
        motionY = .curve(from: self.contentOffset.y, to: contentOffset.y, slope: 0, start: now, duration: T)
        motionKind = .scrollingAnimation
        startDisplayLink()
    }

    /// Scrolls the least distance that makes `rect` (content coordinates)
    /// visible, within the scrollable range; does nothing if it already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let b = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ size: CGFloat) -> CGFloat {
            if lo < vLo || hi - lo > size { return lo }
            if hi > vLo + size { return hi - size }
            return vLo
        }
        var target = CGPoint(x: axis(rect.minX, rect.maxX, b.minX, b.width),
                             y: axis(rect.minY, rect.maxY, b.minY, b.height))
        let r = scrollRange
        target.x = min(max(target.x, r.minX), r.maxX)
        target.y = min(max(target.y, r.minY), r.maxY)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    func contentOffsetDidChange() {
        setNeedsLayout()
        // Indicators show while the content scrolls by touch or animation, not for a set offset.
        if isTracking || isDragging || isDecelerating || displayLink != nil {
            showScrollIndicators()
        } else {
            layoutScrollIndicators()
        }
        delegate?.scrollViewDidScroll(self)
        // Bars with a scroll-edge appearance follow their content's scroll view.
        if UINavigationBar.tracksScrollEdges, let controller = contentOwner {
            controller.navigationController?.navigationBar.updateAppearance()
            if let tabBar = controller.tabBarController?.tabBar, tabBar.scrollEdgeAppearance != nil { tabBar.setNeedsLayout() }
        }
    }

    // MARK: Range

    /// The scrollable range of the offset (min…max on each axis).
    var scrollRange: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat) {
        let i = adjustedContentInset
        let minX = -i.left, minY = -i.top
        return (minX, max(minX, contentSize.width + i.right - bounds.width),
                minY, max(minY, contentSize.height + i.bottom - bounds.height))
    }

    var canScrollHorizontally: Bool {
        let i = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + i.left + i.right > bounds.width
    }

    var canScrollVertically: Bool {
        let i = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + i.top + i.bottom > bounds.height
    }

    /// UIKit's rubber band: an excess `x` past an edge shows as
    /// `(1 − 1/(x·0.55/d + 1))·d` (always less than `d`).
    public static func rubberBandOffset(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The inverse of `rubberBandOffset` (for grabbing content mid-bounce).
    static func rubberBandInverse(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, y < d else { return 0 }
        return d * (1 / (1 - y / d) - 1) / rubberBandCoefficient
    }

    private func displayed(raw: CGFloat, min lo: CGFloat, max hi: CGFloat, dimension d: CGFloat) -> CGFloat {
        if raw < lo { return bounces ? lo - Self.rubberBandOffset(lo - raw, dimension: d) : lo }
        if raw > hi { return bounces ? hi + Self.rubberBandOffset(raw - hi, dimension: d) : hi }
        return raw
    }

    private func raw(displayed v: CGFloat, min lo: CGFloat, max hi: CGFloat, dimension d: CGFloat) -> CGFloat {
        if v < lo { return lo - Self.rubberBandInverse(lo - v, dimension: d) }
        if v > hi { return hi + Self.rubberBandInverse(v - hi, dimension: d) }
        return v
    }

    // MARK: Dragging

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            if !canCancelContentTouches,
               panGestureRecognizer.trackedTouches.contains(where: { $0.view !== self && $0.view?.isDescendant(of: self) == true }) {
                return false
            }
            return isScrollEnabled && (canScrollHorizontally || canScrollVertically)
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A finger went down: stop moving (UIKit sends no "did end" callback then).
    func touchDown() {
        isTracking = true
        if displayLink != nil {
            stopMotion()
        }
    }

    /// The last finger lifted without a drag: settle if left mid-bounce or between pages.
    func touchUp() {
        isTracking = false
        guard !isDragging, displayLink == nil else { return }
        let r = scrollRange
        let o = contentOffset
        var target = CGPoint(x: min(max(o.x, r.minX), r.maxX), y: min(max(o.y, r.minY), r.maxY))
        if isPagingEnabled { target = pageTarget(for: o, velocity: .zero) }
        guard target != o else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startSettle(to: target, velocity: .zero)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        if zooming.isZooming { return }  // the pinch moves the content
        let r = scrollRange
        let b = bounds
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            let o = contentOffset
            dragStartRaw = CGPoint(x: raw(displayed: o.x, min: r.minX, max: r.maxX, dimension: b.width),
                                   y: raw(displayed: o.y, min: r.minY, max: r.maxY, dimension: b.height))
            dragBaseline = pan.translation(in: self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let t = pan.translation(in: self)
            var o = contentOffset
            if canScrollHorizontally {
                o.x = displayed(raw: dragStartRaw.x - (t.x - dragBaseline.x), min: r.minX, max: r.maxX, dimension: b.width)
            }
            if canScrollVertically {
                o.y = displayed(raw: dragStartRaw.y - (t.y - dragBaseline.y), min: r.minY, max: r.maxY, dimension: b.height)
            }
            if o != contentOffset { contentOffset = o }
        case .ended:
            let v = pan.velocity(in: self)
            endDragging(velocity: CGPoint(x: canScrollHorizontally ? -v.x / 1000 : 0,
                                          y: canScrollVertically ? -v.y / 1000 : 0))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func pageTarget(for o: CGPoint, velocity v: CGPoint) -> CGPoint {
        let r = scrollRange
        func axis(_ o: CGFloat, _ v: CGFloat, _ page: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard page > 0 else { return o }
            let p = o / page
            let n: CGFloat
            if v > Self.pagingFlickVelocity { n = p.rounded(.up) }
            else if v < -Self.pagingFlickVelocity { n = p.rounded(.down) }
            else { n = p.rounded() }
            return min(max(n * page, lo), hi)
        }
        return CGPoint(x: canScrollHorizontally ? axis(o.x, v.x, bounds.width, r.minX, r.maxX) : o.x,
                       y: canScrollVertically ? axis(o.y, v.y, bounds.height, r.minY, r.maxY) : o.y)
    }

    /// Where a drag that ends at `velocity` (points per millisecond) should
    /// come to rest, before the delegate is asked: `natural`, the offset the
    /// deceleration reaches; a collection view asks its layout.
    func proposedTargetContentOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint { natural }

    /// `velocity` in points per millisecond (content direction).
    private func endDragging(velocity v: CGPoint) {
        let o = contentOffset
        let r = scrollRange
        let rate = Double(decelerationRate.rawValue)
        let factor = rate / (1 - rate)
        let natural: CGPoint
        if isPagingEnabled {
            natural = pageTarget(for: o, velocity: v)
        } else {
            natural = CGPoint(x: min(max(o.x + v.x * factor, r.minX), r.maxX),
                              y: min(max(o.y + v.y * factor, r.minY), r.maxY))
        }
        var target = proposedTargetContentOffset(natural, velocity: v)
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        if !target.isFinitePoint { target = natural }
        let now = CACurrentMediaTime()
        func motion(_ o: CGFloat, _ v: CGFloat, _ target: CGFloat, _ natural: CGFloat,
                    _ lo: CGFloat, _ hi: CGFloat) -> AxisMotion? {
            if isPagingEnabled || (target != natural && !(o < lo || o > hi)) {
                if isPagingEnabled {
                    guard abs(target - o) >= 0.5 else { return target == o ? nil : .curve(from: o, to: target, slope: 0, start: now, duration: 0.05) }
                    return .curve(from: o, to: target, slope: Double(v) * 1000, start: now,
                                  duration: Self.pagingAnimationDuration)
                }
                // A delegate-chosen target: the decay whose velocity lands on it.
                return .decay(from: o, velocity: (target - o) / factor, rate: rate, start: now, lo: -.infinity, hi: .infinity)
            }
            if o < lo || o > hi {
                let edge = target != natural ? target : (o < lo ? lo : hi)
                return .spring(edge: edge, x0: o - edge, v0: Double(v) * 1000, start: now)
            }
            guard abs(v * factor) >= 0.5 else { return nil }
            return .decay(from: o, velocity: v, rate: rate, start: now, lo: lo, hi: hi)
        }
        motionX = canScrollHorizontally ? motion(o.x, v.x, target.x, natural.x, r.minX, r.maxX) : nil
        motionY = canScrollVertically ? motion(o.y, v.y, target.y, natural.y, r.minY, r.maxY) : nil
        let willDecelerate = motionX != nil || motionY != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        guard willDecelerate else { return }
        motionKind = .deceleration
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startDisplayLink()
    }

    private func startSettle(to target: CGPoint, velocity: CGPoint) {
        let now = CACurrentMediaTime()
        let o = contentOffset
        motionX = target.x == o.x ? nil : .curve(from: o.x, to: target.x, slope: 0, start: now, duration: Self.pagingAnimationDuration)
        motionY = target.y == o.y ? nil : .curve(from: o.y, to: target.y, slope: 0, start: now, duration: Self.pagingAnimationDuration)
        motionKind = .deceleration
        startDisplayLink()
    }

    // MARK: Motion

    private func startDisplayLink() {
        displayLink?.invalidate()
        let link = CADisplayLink(weakOwner: self) { scroll, now in scroll.step(now: now) }
        displayLink = link
        link.add(to: .main, forMode: .common)
    }

    private func stopMotion() {
        displayLink?.invalidate()
        displayLink = nil
        motionX = nil
        motionY = nil
        isDecelerating = false
    }

    private func step(now: Double) {
        let r = scrollRange
        var o = contentOffset
        var done = true
        if var m = motionX {
            let (p, finished) = m.evaluate(now: now, bounces: bounces, lo: r.minX, hi: r.maxX)
            o.x = p
            motionX = finished ? nil : m
            done = done && finished
        }
        if var m = motionY {
            let (p, finished) = m.evaluate(now: now, bounces: bounces, lo: r.minY, hi: r.maxY)
            o.y = p
            motionY = finished ? nil : m
            done = done && finished
        }
        if o != contentOffset { contentOffset = o }
        guard done else { return }
        let kind = motionKind
        stopMotion()
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
