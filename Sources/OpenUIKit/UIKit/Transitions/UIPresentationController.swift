import Foundation

/// Manages the chrome and geometry of a presentation (`UIPresentationController`).
///
/// Subclass it for custom presentations (`modalPresentationStyle = .custom`)
/// and vend it from the transitioning delegate. The container view exists
/// from `presentationTransitionWillBegin()` until the dismissal completes.
/// There is no plain `init()` (UIKit raises if you call it): use the
/// designated initialiser.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    /// Receives the changes this controller registered for with
    /// `addObserver(_:forKeyPath:options:context:)` (NSObject's
    /// `observeValue(forKeyPath:of:change:context:)`); the inherited
    /// implementation raises `NSInternalInconsistencyException`, as on iOS.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        unhandledObservation(keyPath, object, change, context)
    }

    /// The view controller being presented. Held strongly once a presenter
    /// is known (from the designated initialiser, or when `present` takes
    /// over a presentation controller read ahead from `presentationController`);
    /// before that, weakly: the controller owns this object, so a controller
    /// that is never presented is not kept alive by its own presentation
    /// controller.
    public var presentedViewController: UIViewController {
        if let presentedStrong { return presentedStrong }
        if let presentedWeak { return presentedWeak }
        return orphanedPresented()
    }
    private var presentedStrong: UIViewController?
    private weak var presentedWeak: UIViewController?
    private var orphanPlaceholder: UIViewController?

    /// Only reachable when a presentation controller read from an unpresented
    /// controller's `presentationController` is kept after that controller is
    /// gone: reported, and answered with an empty controller (never a crash).
    private func orphanedPresented() -> UIViewController {
        if let orphanPlaceholder { return orphanPlaceholder }
        Log.uiKit.error("\(String(describing: type(of: self))): its presented view controller was deallocated before it was presented; presentedViewController is an empty placeholder")
        let placeholder = UIViewController()
        orphanPlaceholder = placeholder
        return placeholder
    }
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
        self.presentedWeak = presentedViewController
        if presentingViewController != nil { self.presentedStrong = presentedViewController }
        self.presentingStorage = presentingViewController
    }

    /// The presentation starts: the presenter is known, and the presented
    /// controller is held until the presentation controller is let go.
    func setPresenting(_ vc: UIViewController) {
        presentingStorage = vc
        if presentedStrong == nil { presentedStrong = presentedWeak }
    }

    /// The presentation's traits: `overrideTraitCollection`, else the presenter's.
    public var traitCollection: UITraitCollection {
        overrideTraitCollection ?? (presentingStorage ?? presentedViewController).traitCollection
    }

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

    /// The presented controller's root view, laid out with Auto Layout,
    /// changed its fitting size after a constraint change.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

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

    /// Before the size classes change: forwards to the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The style the presentation adapts to in a horizontally compact
    /// environment: the delegate's answer, else UIKit's default (form
    /// sheets and popovers become sheets, other styles do not adapt: `.none`).
    /// See `PresentationAdaptation.swift`.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        resolvedAdaptiveStyle(for: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: traitCollection.verticalSizeClass,
                                                     displayScale: traitCollection.displayScale, idiom: traitCollection.userInterfaceIdiom))
    }

    /// The style for `traitCollection`: the delegate's answer, else UIKit's
    /// default for that width.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        resolvedAdaptiveStyle(for: traitCollection)
    }

    /// After the size classes changed, inside the transition's animation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

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
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: the presentation controller's default applies.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        PresentationAdaptation.delegateDeclined = true
        return .none
    }
    /// Not implemented: `adaptivePresentationStyle(for:)` is asked instead.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        PresentationAdaptation.delegateDeclined = true
        return .none
    }
    /// Not implemented: the presented controller is shown itself.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIPresentationController: KeyValueObserverMethod {}
