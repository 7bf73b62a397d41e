import Foundation

/// A container that shows one page (a child view controller) at a time and
/// turns pages by swiping or programmatically (`UIPageViewController`).
///
/// - **Styles.** `.scroll` slides pages side by side (`.interPageSpacing`
///   points apart, option `.interPageSpacing`). `.pageCurl` is accepted but
///   behaves like `.scroll`: Segue draws no curl. Only one page is shown
///   (`spineLocation` is not modelled).
/// - **Programmatic turns.** `setViewControllers(_:direction:animated:completion:)`
///   adds the new page as a child (`addChild`, `didMove(toParent:)` at the
///   end) and removes the old one. Animated, the old and new pages slide by
///   one page (plus spacing) over 0.3 s (`UIView.animate`, ease-in-out);
///   `.forward` brings the new page in from the trailing side. The
///   completion then runs with `true`. The delegate is not called, as in UIKit.
/// - **Swiping.** A pan recognizer on the view moves the current page and its
///   neighbour — asked of the data source (`viewControllerAfter` when the
///   finger moves towards the leading side, `viewControllerBefore` the other
///   way) once the pan begins — with the finger (the 10 pt hysteresis is
///   absorbed). The direction is fixed when the pan begins: moving back past
///   the start holds the pages at rest. Without a neighbour the page
///   follows rubber-banded (`UIScrollView.rubberBandOffset`) and springs back.
///   On release the page turns when it was dragged past half the page or
///   flicked towards the neighbour faster than `flickVelocity` (300 pt/s);
///   otherwise, or when the pan is cancelled, it slides back. The remaining
///   distance animates with an ease-out over `0.3 s × remaining / page`
///   (at least 0.1 s). Then the delegate gets
///   `didFinishAnimating(true, previousViewControllers: [old page],
///   transitionCompleted:)`.
/// - **Appearance** (while the page view controller is on screen): when a
///   swipe begins, the current page gets `viewWillDisappear` and the
///   neighbour `viewWillAppear` (after `willTransitionTo`); a turn ends with
///   `viewDidDisappear`/`viewDidAppear`; a cancelled swipe reverses them at
///   release (`viewWillAppear` on the current page, `viewWillDisappear` on
///   the neighbour) and ends with `viewDidAppear`/`viewDidDisappear`.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Keys of the `options` dictionary (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The flick speed above which a released swipe turns the page (points per second).
    public static let flickVelocity: CGFloat = 300
    /// The duration of an animated programmatic turn (seconds).
    public static let transitionDuration: TimeInterval = 0.3

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The gap between pages in the `.scroll` style.
    let interPageSpacing: CGFloat

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    public var isDoubleSided = false

    private var current: UIViewController?
    private var pending: UIViewController?
    private var swipeForward = true
    private var swipeBaseline: CGFloat = 0
    private var swipeOffset: CGFloat = 0
    private var isSwiping = false
    private var isAnimating = false
    private lazy var pan: UIPanGestureRecognizer = UIPanGestureRecognizer { [weak self] r in
        guard let self, let pan = r as? UIPanGestureRecognizer else { return }
        self.handlePan(pan)
    }

    /// The page shown (one controller), nil before the first `setViewControllers`.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers that turn pages (the swipe pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing]
        interPageSpacing = (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) }
            ?? (spacing as? Int).map { CGFloat($0) } ?? (spacing as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from a storyboard: its `transitionStyle` and
    /// `navigationOrientation` attributes (scroll and horizontal when absent).
    public required init?(coder: NSCoder) {
        transitionStyle = coder.decodeObject(forKey: "transitionStyle") as? String == "pageCurl" ? .pageCurl : .scroll
        navigationOrientation = coder.decodeObject(forKey: "navigationOrientation") as? String == "vertical" ? .vertical : .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        container.clipsToBounds = true
        container.addGestureRecognizer(pan)
        view = container
    }

    // MARK: Geometry

    private var horizontal: Bool { navigationOrientation == .horizontal }
    private var pageLength: CGFloat { horizontal ? view.bounds.width : view.bounds.height }
    private var pageStride: CGFloat { pageLength + interPageSpacing }

    private func place(_ vc: UIViewController?, at offset: CGFloat) {
        guard let vc else { return }
        let b = view.bounds
        vc.view.frame = horizontal ? CGRect(x: b.minX + offset, y: b.minY, width: b.width, height: b.height)
                                   : CGRect(x: b.minX, y: b.minY + offset, width: b.width, height: b.height)
    }

    func layoutPages() {
        guard !isSwiping, !isAnimating else { return }
        place(current, at: 0)
    }

    private var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: Programmatic turns

    /// Shows `viewControllers.first` (see the type's documentation). An empty
    /// or nil array raises UIKit's `NSInvalidArgumentException`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let new = viewControllers?.first else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition")
            return
        }
        guard !isSwiping, !isAnimating else {
            Log.uiKit.warning("UIPageViewController.setViewControllers: a transition is running; ignored")
            completion?(false)
            return
        }
        loadViewIfNeeded()
        let old = current
        guard old !== new else {
            place(new, at: 0)
            completion?(true)
            return
        }
        addChild(new)
        view.addSubview(new.view)
        let visible = isOnScreen
        let shouldAnimate = animated && old != nil
        if visible {
            old?.beginAppearanceTransition(false, animated: shouldAnimate)
            new.beginAppearanceTransition(true, animated: shouldAnimate)
        }
        current = new
        let finish = { [weak self] in
            guard let self else { return }
            if visible {
                old?.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            if let old {
                old.willMove(toParent: nil)
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            new.didMove(toParent: self)
            self.place(new, at: 0)
            completion?(true)
        }
        guard shouldAnimate else { return finish() }
        let s = direction == .forward ? pageStride : -pageStride
        UIView.performWithoutAnimation { place(new, at: s) }
        isAnimating = true
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.place(old, at: -s)
            self.place(new, at: 0)
        }, completion: { [weak self] _ in
            self?.isAnimating = false
            finish()
        })
    }

    // MARK: Swiping

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: view)
        let along = horizontal ? t.x : t.y
        switch pan.state {
        case .began:
            guard !isAnimating, let current else { return }
            isSwiping = true
            swipeBaseline = along
            swipeOffset = 0
            swipeForward = along < 0
            let neighbour = swipeForward
                ? dataSource?.pageViewController(self, viewControllerAfter: current)
                : dataSource?.pageViewController(self, viewControllerBefore: current)
            pending = neighbour === current ? nil : neighbour
            if let pending {
                delegate?.pageViewController(self, willTransitionTo: [pending])
                addChild(pending)
                view.addSubview(pending.view)
                place(pending, at: swipeForward ? pageStride : -pageStride)
                if isOnScreen {
                    current.beginAppearanceTransition(false, animated: true)
                    pending.beginAppearanceTransition(true, animated: true)
                }
            }
        case .changed:
            guard isSwiping else { return }
            var d = along - swipeBaseline
            d = swipeForward ? min(0, max(d, -pageStride)) : max(0, min(d, pageStride))
            if pending == nil {
                d = (d < 0 ? -1 : 1) * UIScrollView.rubberBandOffset(abs(along - swipeBaseline), dimension: pageLength)
                if swipeForward ? along - swipeBaseline > 0 : along - swipeBaseline < 0 { d = 0 }
            }
            swipeOffset = d
            place(current, at: d)
            place(pending, at: d + (swipeForward ? pageStride : -pageStride))
        case .ended, .cancelled:
            guard isSwiping else { return }
            let v = pan.velocity(in: view)
            let speed = horizontal ? v.x : v.y
            let flicked = swipeForward ? speed < -Self.flickVelocity : speed > Self.flickVelocity
            let completes = pending != nil && pan.state == .ended && (abs(swipeOffset) > pageLength / 2 || flicked)
            finishSwipe(completes: completes)
        default:
            break
        }
    }

    private func finishSwipe(completes: Bool) {
        let old = current
        let incoming = pending
        let visible = isOnScreen && incoming != nil
        if !completes && visible {
            old?.beginAppearanceTransition(true, animated: true)
            incoming?.beginAppearanceTransition(false, animated: true)
        }
        let target: CGFloat = completes ? (swipeForward ? -pageStride : pageStride) : 0
        let duration = max(0.1, Self.transitionDuration * Double(abs(target - swipeOffset) / max(pageStride, 1)))
        isAnimating = true
        let neighbourOffset: CGFloat = swipeForward ? pageStride : -pageStride
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            self.place(old, at: target)
            self.place(incoming, at: target + neighbourOffset)
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.isAnimating = false
            self.isSwiping = false
            self.pending = nil
            if visible {
                old?.endAppearanceTransition()
                incoming?.endAppearanceTransition()
            }
            guard let old, let incoming else { return }
            let leaving = completes ? old : incoming
            leaving.willMove(toParent: nil)
            leaving.viewIfLoaded?.removeFromSuperview()
            leaving.removeFromParent()
            if completes {
                self.current = incoming
                incoming.didMove(toParent: self)
            }
            self.place(self.current, at: 0)
            self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old],
                                              transitionCompleted: completes)
        })
    }
}

/// The page view controller's root view: re-places the page on layout.
@MainActor
final class PageContainerView: UIView {
    weak var owner: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutPages()
    }
}
