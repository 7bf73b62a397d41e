import Foundation

/// Runs `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// with UIKit's guards, delegate queries and call order (docs/UIKIT-FACTS.md,
/// "Modal presentation", "Modal dismissal", "Completing a transition").
@MainActor
enum ModalTransitions {
    static func record(for vc: UIViewController) -> PresentationRecord? { vc.presentationRecord }

    static func isBusy(_ window: UIWindow?) -> Bool { window?.modalTransitionInFlight ?? false }

    static func log(_ message: String) {
        Log.uiKit.warning("\(message)")
        TransitionMonitor.emit(.diagnostic(message))
    }

    /// The controller that will present for `source`: the top of its
    /// containment chain, or the context provider for the current-context styles.
    static func presenter(for source: UIViewController, style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var p: UIViewController? = source
            while let current = p {
                if current.definesPresentationContext { return current }
                if current.parentStorage == nil { return current }
                p = current.parentStorage
            }
        }
        var top = source
        while let parent = top.parentStorage { top = parent }
        return top
    }

    // MARK: Present

    static func present(_ vc: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if vc === source {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Application tried to present modal view controller on itself. Presenting controller is \(uiKitDescription(source)).")
            return
        }
        if let presenting = vc.presentingStorage {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Application tried to present modally a view controller \(uiKitDescription(vc)) that is already being presented by \(uiKitDescription(presenting)).")
            return
        }
        if let parent = vc.parentStorage {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Application tried to present modally a view controller \(uiKitDescription(vc)) that has a parent view controller \(uiKitDescription(parent)).")
            return
        }
        let style = vc.modalPresentationStyle
        let presenter = self.presenter(for: source, style: style)
        let prefix = "Attempt to present \(uiKitDescription(vc)) on \(uiKitDescription(presenter)) (from \(uiKitDescription(source)))"
        guard let window = presenter.viewStorage?.window else {
            log("\(prefix) whose view is not in the window hierarchy.")
            return
        }
        if isBusy(window) {
            log("\(prefix) while a presentation is in progress.")
            return
        }
        if let current = presenter.presentedStorage {
            log("\(prefix) which is already presenting \(uiKitDescription(current)).")
            return
        }

        // Links and the presentation controller.
        presenter.presentedStorage = vc
        vc.presentingStorage = presenter
        let delegate = vc.transitioningDelegate
        var controller: UIPresentationController?
        if style == .custom, let delegate {
            TransitionMonitor.emit(.delegateQuery("presentationController(forPresented:presenting:source:)"), .init(kind: .present, from: presenter, to: vc))
            controller = delegate.presentationController(forPresented: vc, presenting: presenter, source: source)
            controller?.setPresenting(presenter)
        }
        // A system style uses the controller made when `presentationController`
        // was read before presenting (it may carry an adaptive delegate).
        var pending: UIPresentationController?
        if style != .custom, let made = vc.presentationControllerStorage,
           style == .popover ? made is UIPopoverPresentationController : made is SystemPresentationController {
            made.setPresenting(presenter)
            pending = made
        }
        let presentation = controller ?? pending ?? (style == .custom
            ? UIPresentationController(presentedViewController: vc, presenting: presenter)
            : style == .popover ? UIPopoverPresentationController(presentedViewController: vc, presenting: presenter)
            : SystemPresentationController(presentedViewController: vc, presenting: presenter))
        vc.presentationControllerStorage = presentation
        ZoomTransitions.adjustStyle(of: presentation, for: vc)
        // A popover decides now whether it adapts (its delegate is asked).
        let popover = presentation as? UIPopoverPresentationController
        popover?.chooseAdaptation()
        if let popover, popover.showsAsPopover, popover.sourceView == nil, popover.barButtonItem == nil {
            // Shown as a popover it needs an anchor (an adapted one does not).
            presenter.presentedStorage = nil
            vc.presentingStorage = nil
            UIKitException.raise(UIKitException.generic,
                                 "UIPopoverPresentationController (\(uiKitDescription(popover))) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            return
        }
        let builtinStyle = popover?.showsAsPopover == true ? .crossDissolve : SegueAccessibilitySettings.builtinStyle(vc.modalTransitionStyle)

        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let delegate {
                TransitionMonitor.emit(.delegateQuery("animationController(forPresented:presenting:source:)"), .init(kind: .present, from: presenter, to: vc))
                animator = delegate.animationController(forPresented: vc, presenting: presenter, source: source)
                if let animator {
                    TransitionMonitor.emit(.delegateQuery("interactionControllerForPresentation(using:)"), .init(kind: .present, from: presenter, to: vc))
                    interactor = delegate.interactionControllerForPresentation(using: animator)
                }
            }
            if animator == nil, popover?.showsAsPopover != true, let preferred = ZoomTransitions.presentation(of: vc, from: source) {
                (animator, interactor) = preferred
            }
            if animator == nil { animator = BuiltinModalAnimator(style: builtinStyle, presenting: true) }
        } else {
            animator = ImmediateAnimator()
        }

        window.modalTransitionInFlight = true
        vc.isBeingPresentedFlag = true
        // Nothing visible happens inside present(): the transition starts on the next tick.
        AnimationEngine.shared.async {
            startPresentation(vc, presenter: presenter, window: window, controller: presentation,
                              animated: animated, animator: animator!, interactor: interactor, completion: completion)
        }
    }

    private static func startPresentation(_ vc: UIViewController, presenter: UIViewController, window: UIWindow,
                                          controller: UIPresentationController, animated: Bool,
                                          animator: any UIViewControllerAnimatedTransitioning,
                                          interactor: (any UIViewControllerInteractiveTransitioning)?,
                                          completion: (() -> Void)?) {
        // Current-context styles cover the context controller's view only; the
        // others cover the window.
        let presenterView = presenter.view!
        let style = vc.modalPresentationStyle
        let inContext = (style == .currentContext || style == .overCurrentContext) && presenterView.superview != nil
        let host: UIView = inContext ? presenterView.superview! : window
        let container = UITransitionView(frame: inContext ? presenterView.frame : window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = inContext
        container.presentationController = controller
        let record = PresentationRecord(container: container, controller: controller)
        vc.presentationRecord = record
        let removesPresenter = controller.shouldRemovePresentersView
        if inContext { host.insertSubview(container, aboveSubview: presenterView) } else { host.addSubview(container) }
        if removesPresenter {
            let superview = presenterView.superview
            let index = superview?.subviews.firstIndex { $0 === presenterView } ?? 0
            record.grabbedView = .init(view: presenterView, superview: superview, index: index)
            let frame = superview?.convert(presenterView.frame, to: container) ?? presenterView.frame
            container.addSubview(presenterView)
            presenterView.frame = frame
        }
        controller.containerView = container

        let ctx = TransitionContext(kind: .present, container: container, from: presenter, to: vc,
                                    fromView: removesPresenter ? presenterView : nil,
                                    toView: controller.presentedView, animated: animated,
                                    style: vc.modalPresentationStyle, animator: animator, interactor: interactor)
        ctx.initialFrames[ObjectIdentifier(presenter)] = presenterView.frame
        ctx.finalFrames[ObjectIdentifier(presenter)] = removesPresenter ? .zero : presenterView.frame
        ctx.initialFrames[ObjectIdentifier(vc)] = .zero
        ctx.finalFrames[ObjectIdentifier(vc)] = controller.frameOfPresentedViewInContainerView
        vc.activeTransition = ctx
        presenter.activeTransition = ctx
        window.modalTransitionContext = ctx

        if let popover = controller as? UIPopoverPresentationController {
            popover.delegate?.presentationController(popover, willPresentWithAdaptiveStyle: popover.adaptiveStyleInUse, transitionCoordinator: ctx)
            if popover.showsAsPopover { (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover) }
        }
        controller.presentationTransitionWillBegin()
        TransitionMonitor.emit(.presentationController("presentationTransitionWillBegin()"), .init(transition: ctx))
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        vc.beginAppearanceTransition(true, animated: animated)

        ctx.onCancelInteraction = {
            vc.beginAppearanceTransition(false, animated: animated)
            if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        ctx.onComplete = { completed in
            window.modalTransitionInFlight = false
            controller.presentationTransitionDidEnd(completed)
            TransitionMonitor.emit(.presentationController("presentationTransitionDidEnd(\(completed))"), .init(transition: vc.activeTransition))
            if completed {
                controller.isPresented = true
                if removesPresenter { presenterView.removeFromSuperview() }
                if SheetDismissalGesture.applies(to: controller) {
                    container.addGestureRecognizer(SheetDismissalGesture(controller: controller))
                }
            } else {
                // A cancelled presentation: the container goes, the presenter's view returns.
                record.restoreGrabbedView()
                container.removeFromSuperview()
                controller.containerView = nil
                vc.presentationRecord = nil
                presenter.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationControllerStorage = nil
            }
            // Appearance ends: the destination first (docs/FIDELITY.md, "Push appearance order").
            vc.isBeingPresentedFlag = false
            vc.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
            vc.activeTransition = nil
            presenter.activeTransition = nil
            if completed { completion?() }
        }
        ctx.start()
    }

    // MARK: Dismiss

    /// `dismiss(animated:completion:)`. `interactionController`, when given,
    /// drives the dismissal instead of the transitioning delegate's (a
    /// sheet's swipe-down, `SheetDismissalGesture`).
    static func dismiss(from source: UIViewController, animated: Bool,
                        interactionController: (any UIViewControllerInteractiveTransitioning)? = nil,
                        completion: (() -> Void)?) {
        // The controller being dismissed: what `source` presents, else `source` itself.
        let presented: UIViewController
        if let p = source.presentedStorage {
            presented = p
        } else if source.presentingViewController != nil {
            var top = source
            while top.presentingStorage == nil, let parent = top.parentStorage { top = parent }
            presented = top
        } else {
            // Neither presenting nor presented: a no-op; the completion still runs (Segue's choice).
            if let completion { AnimationEngine.shared.async { completion() } }
            return
        }
        guard let presenter = presented.presentingStorage, let record = record(for: presented) else {
            log("Warning: Attempt to dismiss from view controller \(uiKitDescription(source)) while a presentation or dismiss is in progress!")
            return
        }
        let window = record.container.window
        if isBusy(window) || presented.activeTransition != nil {
            log("Warning: Attempt to dismiss from view controller \(uiKitDescription(source)) while a presentation or dismiss is in progress!")
            return
        }
        // Dismissing a controller that itself presents: its presented chain goes too (without animation).
        if let inner = presented.presentedStorage, let innerRecord = inner.presentationRecord {
            tearDownImmediately(inner, presenter: presented, record: innerRecord)
        }

        let delegate = presented.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let delegate {
                TransitionMonitor.emit(.delegateQuery("animationController(forDismissed:)"), .init(kind: .dismiss, from: presented, to: presenter))
                animator = delegate.animationController(forDismissed: presented)
                if let animator {
                    TransitionMonitor.emit(.delegateQuery("interactionControllerForDismissal(using:)"), .init(kind: .dismiss, from: presented, to: presenter))
                    interactor = delegate.interactionControllerForDismissal(using: animator)
                }
            }
            let popoverShown = (presented.presentationControllerStorage as? UIPopoverPresentationController)?.showsAsPopover == true
            if animator == nil, !popoverShown, let preferred = ZoomTransitions.dismissal(of: presented, presenter: presenter) {
                (animator, interactor) = preferred
            }
            if animator == nil { animator = BuiltinModalAnimator(style: popoverShown ? .crossDissolve : SegueAccessibilitySettings.builtinStyle(presented.modalTransitionStyle), presenting: false) }
            if let interactionController { interactor = interactionController }
        } else {
            animator = ImmediateAnimator()
        }
        if let window { window.modalTransitionInFlight = true }
        presented.isBeingDismissedFlag = true
        AnimationEngine.shared.async {
            startDismissal(presented, presenter: presenter, record: record, window: window, animated: animated,
                           animator: animator!, interactor: interactor, completion: completion)
        }
    }

    private static func startDismissal(_ presented: UIViewController, presenter: UIViewController,
                                       record: PresentationRecord, window: UIWindow?, animated: Bool,
                                       animator: any UIViewControllerAnimatedTransitioning,
                                       interactor: (any UIViewControllerInteractiveTransitioning)?,
                                       completion: (() -> Void)?) {
        let controller = record.controller
        let container = record.container
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView = presenter.view!
        let ctx = TransitionContext(kind: .dismiss, container: container, from: presented, to: presenter,
                                    fromView: controller.presentedView,
                                    toView: removesPresenter ? presenterView : nil, animated: animated,
                                    style: presented.modalPresentationStyle, animator: animator, interactor: interactor)
        // As UIKit's presentation controller stores them when a dismissal
        // starts (docs/FIDELITY.md, "Frames in a dismissal"): the presented
        // controller's own view frame at both ends, whatever the style (not
        // `.zero`, as the header's comment would have it); the presenter's
        // start is `.zero`, its end the container's bounds when its view
        // stayed in the window, else the frame it is put back at.
        let presentedFrame = presented.viewIfLoaded?.frame ?? .zero
        ctx.initialFrames[ObjectIdentifier(presented)] = presentedFrame
        ctx.finalFrames[ObjectIdentifier(presented)] = presentedFrame
        ctx.initialFrames[ObjectIdentifier(presenter)] = .zero
        ctx.finalFrames[ObjectIdentifier(presenter)] = record.grabbedView == nil ? container.bounds : presenterView.frame
        presented.activeTransition = ctx
        presenter.activeTransition = ctx
        window?.modalTransitionContext = ctx

        controller.isDismissing = true
        controller.dismissalTransitionWillBegin()
        TransitionMonitor.emit(.presentationController("dismissalTransitionWillBegin()"), .init(transition: ctx))
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }

        ctx.onCancelInteraction = {
            presented.beginAppearanceTransition(true, animated: animated)
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        }
        ctx.onComplete = { completed in
            if let window { window.modalTransitionInFlight = false }
            controller.dismissalTransitionDidEnd(completed)
            TransitionMonitor.emit(.presentationController("dismissalTransitionDidEnd(\(completed))"), .init(transition: presented.activeTransition))
            controller.isDismissing = false
            if completed {
                controller.isPresented = false
                container.removeFromSuperview()
                if let restored = record.restoreGrabbedView(fallbackHost: window) {
                    restored.view.frame = restored.host.bounds
                }
                controller.containerView = nil
                presented.presentationRecord = nil
            } else if removesPresenter {
                presenterView.removeFromSuperview()
            }
            presented.isBeingDismissedFlag = false
            if removesPresenter { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presented.activeTransition = nil
            presenter.activeTransition = nil
            if completed {
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentationControllerStorage = nil
                completion?()
            }
        }
        ctx.start()
    }

    /// Removes a presentation at once (its presenter is being dismissed).
    private static func tearDownImmediately(_ vc: UIViewController, presenter: UIViewController, record: PresentationRecord) {
        if let inner = vc.presentedStorage, let r = inner.presentationRecord { tearDownImmediately(inner, presenter: vc, record: r) }
        vc.beginAppearanceTransition(false, animated: false)
        record.container.removeFromSuperview()
        record.restoreGrabbedView()
        vc.endAppearanceTransition()
        vc.presentationRecord = nil
        presenter.presentedStorage = nil
        vc.presentingStorage = nil
        vc.presentationControllerStorage = nil
    }
}

