import Foundation

/// Manages the chrome and geometry of a presentation (`UIPresentationController`).
///
/// Subclass it for custom presentations (`modalPresentationStyle = .custom`)
/// and vend it from the transitioning delegate. The container view exists
/// from `presentationTransitionWillBegin()` until the dismissal completes.
/// There is no plain `init()` (UIKit raises if you call it): use the
/// designated initialiser.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    public let presentedViewController: UIViewController
    /// Weak in UIKit's storage; the presenter outlives its presentation.
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    private weak var presentingStorage: UIViewController?
    /// The transition's container view; nil until the presentation begins.
    public internal(set) var containerView: UIView?
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    public var overrideTraitCollection: UITraitCollection?
    /// True while a dismissal transition runs (layout callbacks are not forwarded then).
    var isDismissing = false
    /// True once the presentation transition has completed (until dismissal).
    var isPresented = false

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
    }

    func setPresenting(_ vc: UIViewController) { presentingStorage = vc }

    /// The style of the presentation: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view that is animated into place; by default the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation; by default the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    @available(*, deprecated, message: "UIKit deprecated it in iOS 8 and no longer reads it; neither does Segue")
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window when the presentation completes.
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller gets when the container is
    /// `parentSize`: the same size by default.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// Before the container's size changes: forwards to the presented
    /// controller with the size `size(forChildContentContainer:…)` gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }

    /// Segue does not adapt presentations to size-class changes, so UIKit's
    /// adaptation hooks are never asked; they are unavailable rather than
    /// silently ignored (docs/FIDELITY.md).
    @available(*, unavailable, message: "Segue does not adapt presentations to size classes; this hook would never be called")
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
    @available(*, unavailable, message: "Segue does not adapt presentations to size classes; this hook would never be called")
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    /// Lays out the presented view in the container at its final frame (called
    /// when the container lays out, except during a dismissal).
    func containerDidLayout() {
        guard !isDismissing else { return }
        containerViewWillLayoutSubviews()
        containerViewDidLayoutSubviews()
    }
}

/// Adaptation and user-dismissal callbacks (`UIAdaptivePresentationControllerDelegate`).
/// The dismissal callbacks are only for user-initiated (swipe) dismissals.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The environment traits (`UITraitCollection`), the subset Segue tracks.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    public let displayScale: CGFloat
    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular, displayScale: CGFloat = 3) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }
}
