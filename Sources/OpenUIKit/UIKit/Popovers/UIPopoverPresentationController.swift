import Foundation

/// The presentation controller of `modalPresentationStyle = .popover`
/// (`UIPopoverPresentationController`).
///
/// At presentation it asks its delegate how to adapt
/// (`adaptivePresentationStyle(for:traitCollection:)`, then
/// `adaptivePresentationStyle(for:)`). On a compact-width iPhone a popover
/// becomes a sheet (the iOS 13 card, swipe to dismiss) unless the delegate
/// answers `.none`; `.fullScreen` / `.overFullScreen` answers give those
/// styles. Shown as a popover, the presented view takes the presented
/// controller's `preferredContentSize` (320 × 480 when it is zero; Segue's
/// choice), rounded corners and an arrow towards `sourceRect` in
/// `sourceView` (or `barButtonItem` in its navigation bar), on the first
/// side in `permittedArrowDirections` where it fits (up, down, left, right:
/// below, above, right of, left of the source). A tap outside asks
/// `popoverPresentationControllerShouldDismissPopover(_:)` and
/// `presentationControllerShouldDismiss(_:)`, then dismisses; taps on
/// `passthroughViews` reach them instead.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    public var sourceView: UIView?
    public var sourceRect: CGRect = .zero
    public var barButtonItem: UIBarButtonItem?
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow's direction once shown; `.unknown` before, and when the popover adapted.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The colour of the popover's arrow and of its background behind the content.
    public var backgroundColor: UIColor?
    /// Views the user can touch while the popover is shown, without dismissing it.
    public var passthroughViews: [UIView]?
    /// Whether the popover may cover its source (default false).
    public var canOverlapSourceViewRect = false

    /// The size of a popover whose controller prefers none (Segue's choice).
    static let defaultContentSize = CGSize(width: 320, height: 480)
    /// The arrow's height and the margin kept from the container's edges.
    static let arrowHeight: CGFloat = 13
    static let margin: CGFloat = 10
    static let cornerRadius: CGFloat = 13

    /// The sheet (or full-screen) controller this popover shows as, once adapted.
    var adapted: SystemPresentationController?
    /// The style chosen at presentation (`.none`: shown as a popover).
    var adaptiveStyleInUse: UIModalPresentationStyle = .none
    private var arrowView: UIView?
    private var dismissalView: UIView?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The controller the delegate gave to show in the adapted style
    /// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
    var adaptiveReplacement: UIViewController?

    /// The replacement's view while adapted with one, else the presented controller's.
    open override var presentedView: UIView? { adaptiveReplacement?.view ?? super.presentedView }

    /// Whether the presentation shows as a popover (it did not adapt).
    var showsAsPopover: Bool { adapted == nil }

    /// Decides, before the presentation starts, whether the popover adapts.
    func chooseAdaptation() {
        let style = resolvedAdaptiveStyle(for: traitCollection)
        switch style {
        case .none, .popover:
            adaptiveStyleInUse = .none
            adapted = nil
        default:
            adaptiveStyleInUse = style
            let stand = SystemPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
            stand.adaptedStyle = style == .automatic ? .pageSheet : style
            adapted = stand
            // The delegate may show another controller instead (typically a
            // navigation controller around the presented one, for a Done button).
            if let replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style),
               replacement !== presentedViewController {
                adaptiveReplacement = replacement
                stand.presentedViewOverride = replacement.view
            }
        }
    }

    /// Hands the container and state to the stand-in.
    private func syncAdapted() -> SystemPresentationController? {
        guard let adapted else { return nil }
        adapted.containerView = containerView
        adapted.isPresented = isPresented
        adapted.isDismissing = isDismissing
        adapted.setPresenting(presentingViewController)
        return adapted
    }

    open override var shouldRemovePresentersView: Bool { syncAdapted()?.shouldRemovePresentersView ?? false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let adapted = syncAdapted() { return adapted.frameOfPresentedViewInContainerView }
        return popoverLayout()?.frame ?? .zero
    }

    open override func presentationTransitionWillBegin() {
        if let adapted = syncAdapted() { adapted.presentationTransitionWillBegin(); return }
        guard let container = containerView, let layout = popoverLayout() else { return }
        arrowDirection = layout.direction
        let dismissal = PopoverDismissalView(frame: container.bounds)
        dismissal.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dismissal.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.tappedOutside() })
        container.insertSubview(dismissal, at: 0)
        dismissalView = dismissal
        let presented = presentedViewController.view!
        presented.layer.cornerRadius = Self.cornerRadius
        presented.clipsToBounds = true
        let arrow = UIView(frame: .zero)
        arrow.backgroundColor = backgroundColor ?? presented.backgroundColor ?? .systemBackground
        arrow.isUserInteractionEnabled = false
        container.insertSubview(arrow, aboveSubview: dismissal)
        arrowView = arrow
        place(arrow: arrow, layout: layout)
        arrow.alpha = 0
        let reveal: (any UIViewControllerTransitionCoordinatorContext) -> Void = { _ in arrow.alpha = 1 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: reveal, completion: nil)
        } else {
            arrow.alpha = 1
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if let adapted = syncAdapted() { adapted.presentationTransitionDidEnd(completed); return }
        if !completed { removeChrome() }
    }

    open override func dismissalTransitionWillBegin() {
        if let adapted = syncAdapted() { adapted.dismissalTransitionWillBegin(); return }
        guard let arrow = arrowView else { return }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in arrow.alpha = 0 }, completion: nil)
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if let adapted = syncAdapted() {
            adapted.dismissalTransitionDidEnd(completed)
            if completed, let replacement = adaptiveReplacement {
                // The replacement goes with the presentation; the presented controller leaves it.
                replacement.view.removeFromSuperview()
                if presentedViewController.parent === replacement {
                    presentedViewController.willMove(toParent: nil)
                    presentedViewController.viewIfLoaded?.removeFromSuperview()
                    presentedViewController.removeFromParent()
                }
                adaptiveReplacement = nil
                adapted.presentedViewOverride = nil
            }
            return
        }
        if completed { removeChrome() } else { arrowView?.alpha = 1 }
    }

    open override func containerViewWillLayoutSubviews() {
        if let adapted = syncAdapted() { adapted.containerViewWillLayoutSubviews(); return }
        guard isPresented, let view = presentedView, let layout = popoverLayout() else { return }
        if view.frame != layout.frame { view.frame = layout.frame }
        arrowDirection = layout.direction
        if let arrowView { place(arrow: arrowView, layout: layout) }
    }

    /// The presented controller gets its popover's size (its preferred
    /// size, within the container's margins), or the adapted style's.
    open override func size(forChildContentContainer container: any UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        if let adapted = syncAdapted() { return adapted.size(forChildContentContainer: container, withParentContainerSize: parentSize) }
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        return CGSize(width: min(size.width, parentSize.width - 2 * Self.margin),
                      height: min(size.height, parentSize.height - 2 * Self.margin - Self.arrowHeight))
    }

    /// A shown popover follows its controller's new preferred size (animated
    /// when the change happens in an animation block).
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        if let adapted = syncAdapted() { adapted.preferredContentSizeDidChange(forChildContentContainer: container); return }
        guard isPresented, let containerView else { return }
        containerView.setNeedsLayout()
        containerView.layoutIfNeeded()
    }

    private func removeChrome() {
        arrowView?.removeFromSuperview()
        arrowView = nil
        dismissalView?.removeFromSuperview()
        dismissalView = nil
        arrowDirection = .unknown
    }

    // MARK: Touches outside

    /// A tap outside the popover: ask, then dismiss and tell (UIKit's order).
    func tappedOutside() {
        guard isPresented, !isDismissing else { return }
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        let allowed = !presentedViewController.isModalInPresentation
            && (popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true)
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            (self.delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether a touch at `point` (container coordinates) belongs to a passthrough view.
    func passesThrough(_ point: CGPoint) -> Bool {
        guard let container = containerView else { return false }
        for view in passthroughViews ?? [] where view.window != nil && !view.isHidden {
            if view.bounds.contains(view.convert(point, from: container)) { return true }
        }
        return false
    }

    // MARK: Geometry

    struct Layout {
        var frame: CGRect
        var direction: UIPopoverArrowDirection
        /// Where the arrow's tip touches the source, in container coordinates.
        var tip: CGPoint
    }

    /// The anchor in container coordinates: `barButtonItem`'s place in its
    /// navigation bar, else `sourceRect` in `sourceView` (its bounds when the rect is empty).
    func anchorRect() -> CGRect? {
        guard let container = containerView else { return nil }
        if let item = barButtonItem, let bar = presentingViewController.navigationBarShowing(item),
           let frame = bar.frame(for: item) {
            return container.convert(frame, from: bar)
        }
        guard let source = sourceView else { return nil }
        let rect = sourceRect == .zero ? source.bounds : sourceRect
        return container.convert(rect, from: source)
    }

    func popoverLayout() -> Layout? {
        guard let container = containerView else { return nil }
        let bounds = container.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        guard let anchor = anchorRect() else {
            // No anchor (a source view that left the window): centred, without an arrow.
            return Layout(frame: CGRect(x: container.bounds.midX - size.width / 2, y: container.bounds.midY - size.height / 2,
                                        width: size.width, height: size.height), direction: .unknown, tip: .zero)
        }
        let a = Self.arrowHeight
        func clampX(_ x: CGFloat, _ w: CGFloat) -> CGFloat { min(max(x, bounds.minX), max(bounds.maxX - w, bounds.minX)) }
        func clampY(_ y: CGFloat, _ h: CGFloat) -> CGFloat { min(max(y, bounds.minY), max(bounds.maxY - h, bounds.minY)) }
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let permitted = permittedArrowDirections == .unknown ? .any : permittedArrowDirections
        var best: (Layout, CGFloat)?
        for direction in order where permitted.contains(direction) {
            var w = size.width, h = size.height
            let room: CGFloat
            switch direction {
            case .up: room = bounds.maxY - anchor.maxY - a
            case .down: room = anchor.minY - a - bounds.minY
            case .left: room = bounds.maxX - anchor.maxX - a
            default: room = anchor.minX - a - bounds.minX
            }
            if direction == .up || direction == .down { h = min(h, room); w = min(w, bounds.width) } else { w = min(w, room); h = min(h, bounds.height) }
            guard w > 0, h > 0 else { continue }
            let frame: CGRect, tip: CGPoint
            switch direction {
            case .up:
                frame = CGRect(x: clampX(anchor.midX - w / 2, w), y: anchor.maxY + a, width: w, height: h)
                tip = CGPoint(x: anchor.midX, y: anchor.maxY)
            case .down:
                frame = CGRect(x: clampX(anchor.midX - w / 2, w), y: anchor.minY - a - h, width: w, height: h)
                tip = CGPoint(x: anchor.midX, y: anchor.minY)
            case .left:
                frame = CGRect(x: anchor.maxX + a, y: clampY(anchor.midY - h / 2, h), width: w, height: h)
                tip = CGPoint(x: anchor.maxX, y: anchor.midY)
            default:
                frame = CGRect(x: anchor.minX - a - w, y: clampY(anchor.midY - h / 2, h), width: w, height: h)
                tip = CGPoint(x: anchor.minX, y: anchor.midY)
            }
            let layout = Layout(frame: frame, direction: direction, tip: tip)
            // The first direction that fits the whole preferred size wins; else the roomiest.
            if w >= size.width && h >= size.height { return layout }
            let area = w * h
            if best == nil || area > best!.1 { best = (layout, area) }
        }
        return best?.0 ?? Layout(frame: CGRect(origin: CGPoint(x: bounds.minX, y: bounds.minY), size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))), direction: .unknown, tip: .zero)
    }

    /// The arrow: a square turned 45° whose outer half shows between the
    /// source and the popover's edge (its inner half lies under the content).
    private func place(arrow: UIView, layout: Layout) {
        guard layout.direction != .unknown else { arrow.isHidden = true; return }
        arrow.isHidden = false
        let side = Self.arrowHeight * 2.0.squareRoot()
        var center = layout.tip
        switch layout.direction {
        case .up: center.y += Self.arrowHeight
        case .down: center.y -= Self.arrowHeight
        case .left: center.x += Self.arrowHeight
        default: center.x -= Self.arrowHeight
        }
        // Keep the arrow on the popover's straight edge, clear of the corners.
        let inset = Self.cornerRadius + Self.arrowHeight
        if layout.direction == .up || layout.direction == .down {
            center.x = min(max(center.x, layout.frame.minX + inset), layout.frame.maxX - inset)
        } else {
            center.y = min(max(center.y, layout.frame.minY + inset), layout.frame.maxY - inset)
        }
        arrow.transform = .identity
        arrow.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        arrow.center = center
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }
}

/// The transparent view behind a popover: a tap on it dismisses the
/// popover; touches over passthrough views go through it.
@MainActor
final class PopoverDismissalView: UIView {}

extension UIViewController {
    /// The popover presentation controller, when `modalPresentationStyle`
    /// is `.popover` (created on first access, as `presentationController` is).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || presentationControllerStorage is UIPopoverPresentationController else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The navigation bar showing `item` on this controller's side of the
    /// hierarchy (its navigation controller's, or a child's).
    func navigationBarShowing(_ item: UIBarButtonItem) -> UINavigationBar? {
        for controller in controllerTree {
            if let nav = controller as? UINavigationController, nav.navigationBar.frame(for: item) != nil { return nav.navigationBar }
        }
        return navigationController?.navigationBar
    }
}
