import Foundation

/// Built-in presentation controllers for the system styles. Like UIKit's,
/// they keep the presented view at `frameOfPresentedViewInContainerView`
/// when the container lays out (a rotation or window resize).
///
/// **Sheets** (`pageSheet`, `formSheet` and `automatic` on iPhone, as in
/// iOS 13 and later) are cards: the presented view's top corners are
/// rounded (10 pt, continuous curve) and it stops below the status bar.
/// Behind it the presenter's view shrinks, takes rounded corners and
/// darkens, over a black backdrop, animated alongside the transition (so a
/// swipe to dismiss scrubs it). A sheet presented from a sheet stacks: the
/// sheet below shrinks the same way. The numbers are Segue's (UIKit does
/// not publish them; docs/FIDELITY.md): the presenter narrows by 16 pt on
/// each side, its top ends 10 pt above the sheet's, and the dimming is
/// black at 20 % opacity.
@MainActor
final class SystemPresentationController: UIPresentationController {
    static let sheetCornerRadius: CGFloat = 10
    static let presenterInset: CGFloat = 16
    static let presenterPeek: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.2
    /// The dimming behind a regular-width form sheet (Segue's choice).
    static let formSheetDimmingAlpha: CGFloat = 0.4

    /// The presenter's look before the sheet, put back when it goes.
    private struct SavedLook {
        let transform: CATransform3D
        let cornerRadius: CGFloat
        let maskedCorners: CACornerMask
        let cornerCurve: CALayerCornerCurve
        let masksToBounds: Bool
    }
    private var savedLook: SavedLook?
    /// The style this controller shows when it stands in for another
    /// presentation controller (an adapted popover shows as a sheet).
    var adaptedStyle: UIModalPresentationStyle?

    override var presentationStyle: UIModalPresentationStyle { adaptedStyle ?? super.presentationStyle }
    /// The view shown instead of the presented controller's (an adapted
    /// popover's replacement controller, from its delegate).
    var presentedViewOverride: UIView?

    override var presentedView: UIView? { presentedViewOverride ?? super.presentedView }
    private var dimmingView: UIView?
    private var backdropView: UIView?

    override func containerViewWillLayoutSubviews() {
        guard isPresented, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame, frame.width > 0 { view.frame = frame }
        dimmingView?.frame = containerView?.bounds ?? .zero
    }

    override var shouldRemovePresentersView: Bool {
        switch presentationStyle {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    var isSheet: Bool {
        switch presentationStyle {
        case .pageSheet, .formSheet, .automatic: return true
        default: return false
        }
    }

    /// Sheets (iOS 13 cards on iPhone) sit below the status bar with a small gap.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return presentedFrame(in: bounds)
    }

    /// The size of a form sheet whose controller prefers none (UIKit's classic 540 × 620).
    static let formSheetSize = CGSize(width: 540, height: 620)

    /// A form sheet in a regular-width container is a centred panel of the
    /// presented controller's `preferredContentSize`; in a compact width it
    /// is a card, like a page sheet.
    func isRegularFormSheet(in bounds: CGRect) -> Bool {
        presentationStyle == .formSheet
            && UITraitCollection.environment(size: bounds.size, scale: 1).horizontalSizeClass == .regular
    }

    /// Where the presented view goes in a container of `bounds`.
    func presentedFrame(in bounds: CGRect) -> CGRect {
        guard isSheet else { return bounds }
        if isRegularFormSheet(in: bounds) {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
            let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        }
        let top: CGFloat = bounds.height > bounds.width ? 57 : 20
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The presented controller gets the size of its frame (a card, or the
    /// form sheet's panel) when the container is `parentSize`.
    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard container === presentedViewController else { return parentSize }
        return presentedFrame(in: CGRect(origin: .zero, size: parentSize)).size
    }

    /// A form sheet follows its controller's new preferred size (animated
    /// when the change happens in an animation block).
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        guard isPresented, let containerView, isRegularFormSheet(in: containerView.bounds) else { return }
        containerView.setNeedsLayout()
        containerView.layoutIfNeeded()
    }

    // MARK: The sheet's look

    override func presentationTransitionWillBegin() {
        guard isSheet, let container = containerView else { return }
        guard let sheet = presentedView else { return }
        sheet.layer.cornerRadius = Self.sheetCornerRadius
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.cornerCurve = .continuous
        sheet.clipsToBounds = true

        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming

        if isRegularFormSheet(in: container.bounds) {
            // A panel over the dimmed presenter, rounded all round; the presenter keeps its look.
            sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            let fade: (any UIViewControllerTransitionCoordinatorContext) -> Void = { _ in dimming.alpha = Self.formSheetDimmingAlpha }
            if let coordinator = presentedViewController.transitionCoordinator {
                coordinator.animate(alongsideTransition: fade, completion: nil)
            } else {
                fade(PlacedContext())
            }
            return
        }

        guard let presenter = presentingViewController.viewIfLoaded, presenter.window != nil else { return }
        if !Self.isSheet(presentingViewController), let superview = presenter.superview {
            let backdrop = UIView(frame: superview.bounds)
            backdrop.backgroundColor = .black
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            superview.insertSubview(backdrop, belowSubview: presenter)
            backdropView = backdrop
        }
        let layer = presenter.layer
        savedLook = SavedLook(transform: layer.transform, cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
                              cornerCurve: layer.cornerCurve, masksToBounds: layer.masksToBounds)
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        layer.masksToBounds = true
        let shrunk = shrunkTransform(of: presenter, below: frameOfPresentedViewInContainerView.minY)
        let animate: (any UIViewControllerTransitionCoordinatorContext) -> Void = { _ in
            presenter.layer.transform = shrunk
            presenter.layer.cornerRadius = Self.sheetCornerRadius
            dimming.alpha = Self.dimmingAlpha
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animateAlongsideTransition(in: presenter, animation: animate, completion: nil)
        } else {
            animate(PlacedContext())
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restorePresenter() }
    }

    override func dismissalTransitionWillBegin() {
        if isSheet, savedLook == nil, let dimming = dimmingView {
            // A form-sheet panel: only the dimming fades.
            let fade: (any UIViewControllerTransitionCoordinatorContext) -> Void = { _ in dimming.alpha = 0 }
            if let coordinator = presentedViewController.transitionCoordinator {
                coordinator.animate(alongsideTransition: fade, completion: nil)
            } else {
                fade(PlacedContext())
            }
            return
        }
        guard isSheet, let saved = savedLook, let presenter = presentingViewController.viewIfLoaded else { return }
        let dimming = dimmingView
        let animate: (any UIViewControllerTransitionCoordinatorContext) -> Void = { _ in
            presenter.layer.transform = saved.transform
            presenter.layer.cornerRadius = saved.cornerRadius
            dimming?.alpha = 0
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animateAlongsideTransition(in: presenter, animation: animate, completion: nil)
        } else {
            animate(PlacedContext())
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenter() }
    }

    /// Puts the presenter's look back and removes the backdrop and dimming.
    private func restorePresenter() {
        if let saved = savedLook, let layer = presentingViewController.viewIfLoaded?.layer {
            layer.transform = saved.transform
            layer.cornerRadius = saved.cornerRadius
            layer.maskedCorners = saved.maskedCorners
            layer.cornerCurve = saved.cornerCurve
            layer.masksToBounds = saved.masksToBounds
        }
        savedLook = nil
        backdropView?.removeFromSuperview()
        backdropView = nil
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    /// Narrower by `presenterInset` on each side, about its centre, with its
    /// top `presenterPeek` above the sheet's top.
    private func shrunkTransform(of presenter: UIView, below sheetTop: CGFloat) -> CATransform3D {
        let frame = presenter.frame
        guard frame.width > 2 * Self.presenterInset else { return presenter.layer.transform }
        let scale = (frame.width - 2 * Self.presenterInset) / frame.width
        let shrunkTop = frame.midY - frame.height * scale / 2
        let shift = (sheetTop - Self.presenterPeek) - shrunkTop
        return CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), CATransform3DMakeTranslation(0, shift, 0))
    }

    private static func isSheet(_ controller: UIViewController) -> Bool {
        (controller.presentationControllerStorage as? SystemPresentationController)?.isSheet == true
            && controller.presentingViewController != nil
    }
}

/// The context passed to the look's animation block when a sheet appears
/// without a transition coordinator (a non-animated presentation).
@MainActor
private final class PlacedContext: NSObject, UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .pageSheet }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var containerView: UIView { UIView() }
    var targetTransform: CGAffineTransform { .identity }
}
