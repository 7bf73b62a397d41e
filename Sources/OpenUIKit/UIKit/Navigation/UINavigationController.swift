import Foundation

/// A stack of view controllers with push/pop transitions (`UINavigationController`).
///
/// Stack changes take effect at once (`viewControllers`, `topViewController`);
/// the transition starts on the next tick, as UIKit defers it to the next
/// layout pass. The delegate is asked for an animator
/// (`navigationController(_:animationControllerFor:from:to:)`), then, if one
/// was vended, for an interaction controller; then `willShow` is sent. Without
/// a custom animator the built-in 0.35 s parallax slide runs, and the
/// built-in edge-swipe pop is available. A push or pop requested while a
/// transition runs is queued and performed after it (see FIDELITY.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// Navigation operations (`UINavigationController.Operation`).
    public enum Operation: Int, Sendable { case none = 0, push = 1, pop = 2 }

    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The controllers on the stack, root first (the storage of `viewControllers`).
    var stack: [UIViewController] = []

    /// The controllers on the stack, root first. Setting it is
    /// `setViewControllers(_:animated: false)`, as in UIKit.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.navigationController = self
        return bar
    }()
    /// Whether the navigation bar is hidden; setting it hides or shows the
    /// bar at once (`setNavigationBarHidden(_:animated:)` slides it).
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The duration of an animated hide or show of the bar (UIKit's
    /// `UINavigationControllerHideShowBarDuration`, 0.2 s).
    public static let hideShowBarDuration: CGFloat = 0.2
    /// True while `setNavigationBarHidden(_:animated:)` slides the bar.
    private var barSliding = false
    /// The built-in edge-swipe pop gesture (a screen-edge pan from the left edge).
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The wrapper that hosts the top controller's view and serves as transition container.
    let containerView = UIView(frame: .zero)
    private(set) var transition: TransitionContext?
    /// True from the moment a push/pop is scheduled until its transition completes.
    private(set) var transitionInFlight = false
    private var queued: [() -> Void] = []
    var builtinPopInteraction: UIPercentDrivenInteractiveTransition?
    /// A split view's secondary navigation controller whose stack this one
    /// took when the split collapsed, and the first controller it took
    /// (UINavigationController+SplitView.swift).
    var collapsedSecondaryNavigation: (navigation: UINavigationController, first: UIViewController)?

    // MARK: Toolbar (UINavigationController+Toolbar.swift)

    /// The toolbar at the bottom, showing the top controller's `toolbarItems`.
    public private(set) lazy var toolbar: UIToolbar! = {
        let bar = UIToolbar(frame: .zero)
        bar.navigationController = self
        return bar
    }()
    /// Whether the toolbar is hidden (default true, as in UIKit); setting
    /// it hides or shows it at once (`setToolbarHidden(_:animated:)` slides it).
    open var isToolbarHidden = true { didSet { toolbarHiddenDidChange(from: oldValue) } }
    /// True while `setToolbarHidden(_:animated:)` slides the toolbar.
    var toolbarSliding = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var topViewController: UIViewController? { stack.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The top controller decides while the bar is hidden; with the bar
    /// shown the bar's (default) style applies, as in UIKit (docs/FIDELITY.md).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }

    open override func loadView() {
        let root = NavigationRootView(frame: UIScreen.main.bounds)
        root.controller = self
        view = root
        containerView.frame = root.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(containerView)
        root.addSubview(navigationBar)
        if let top = topViewController {
            top.view.frame = containerView.bounds
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(top.view)
        }
        installInteractivePop(on: root)
        updateBar()
    }

    override func forwardsAppearanceToChild(_ child: UIViewController) -> Bool { child === topViewController && !transitionInFlight }

    /// Before the items change for an animated push or pop: the bar keeps
    /// showing what it shows until the transition animates away from it (a
    /// layout pass before the transition starts would otherwise show the
    /// new items at once).
    private func holdBarContent(animated: Bool) {
        guard animated, isViewLoaded, view.window != nil, !isNavigationBarHidden else { return }
        navigationBar.holdCurrentContent()
    }

    func updateBar() {
        updateToolbarItems(animated: false)
        navigationBar.setItems(stack.map { vc in
            vc.navigationItem.title = vc.navigationItem.title ?? vc.title
            if vc.navigationItem.title == "" { vc.navigationItem.title = vc.title }
            return vc.navigationItem
        })
    }

    func layoutBar(in bounds: CGRect) {
        layoutToolbar(in: bounds)
        // In a split view's column the bar covers the column's top safe
        // area (none beside a landscape status bar); elsewhere the status
        // bar of a portrait screen.
        let statusBar: CGFloat = splitViewController != nil ? (viewIfLoaded?.safeAreaInsets.top ?? 0) - additionalSafeAreaInsets.top
            : (bounds.height > bounds.width ? 47 : 0)
        let height = UINavigationBar.barHeight + max(statusBar, 0)
        // A hidden bar sits above the top edge, where an animated hide
        // slides it and an animated show brings it from.
        navigationBar.frame = CGRect(x: 0, y: isNavigationBarHidden ? -height : 0, width: bounds.width, height: height)
        navigationBar.isHidden = isNavigationBarHidden && !barSliding
    }

    /// Hides or shows the navigation bar. Animated, as UIKit does, the bar
    /// slides up off the top edge (or down into place) over
    /// `hideShowBarDuration` while the top controller's safe area follows;
    /// a hidden bar is then hidden. Not animated, or before the view is in
    /// a window, it sets `isNavigationBarHidden`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        guard animated, let view = viewIfLoaded, view.window != nil else {
            isNavigationBarHidden = hidden
            return
        }
        barSliding = true
        view.setNeedsLayout()
        view.layoutIfNeeded()
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [], animations: {
            self.isNavigationBarHidden = hidden
            view.layoutIfNeeded()
            self.topViewController?.viewIfLoaded?.layoutIfNeeded()
        }, completion: { _ in
            self.barSliding = false
            view.setNeedsLayout()
            view.layoutIfNeeded()
        })
    }

    /// Hides or shows the toolbar; animated, it slides off the bottom edge
    /// or back over `hideShowBarDuration` (UINavigationController+Toolbar.swift).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { slideToolbar(hidden: hidden, animated: animated) }

    // MARK: Showing

    /// Pushes `vc` (animated), as UIKit's navigation controller does for `show(_:sender:)`.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// As the primary controller of a collapsing split view: pushes the
    /// secondary controller (a navigation controller's stack in its place)
    /// without a transition, as UIKit's navigation controller does.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        if let nested = secondaryViewController as? UINavigationController {
            let moved = nested.releaseStackForSplit()
            guard let first = moved.first else { return }
            collapsedSecondaryNavigation = (nested, first)
            replaceStackForSplit(stack + moved)
        } else {
            replaceStackForSplit(stack + [secondaryViewController])
        }
    }

    /// As the primary controller of an expanding split view: gives back
    /// what the collapse pushed (the secondary navigation controller with
    /// its controllers, or the controllers pushed since), else the top
    /// controller above the root; nil when only the root is left.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        defer { collapsedSecondaryNavigation = nil }
        if let (nested, first) = collapsedSecondaryNavigation, let index = stack.firstIndex(where: { $0 === first }), index > 0 {
            let moved = Array(stack[index...])
            replaceStackForSplit(Array(stack[..<index]))
            nested.replaceStackForSplit(moved)
            return nested
        }
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStackForSplit(Array(stack.dropLast()))
        return top
    }

    // MARK: Stack operations

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "\(uiKitDescription(self)) is pushing the same view controller instance (\(uiKitDescription(viewController))) more than once which is not supported and is most likely an error in the application : segue")
            return
        }
        if let parent = viewController.parentStorage, parent !== self {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Cannot push \(uiKitDescription(viewController)): it is a child of \(uiKitDescription(parent)).")
            return
        }
        if transitionInFlight {
            ModalTransitions.log("nested push animation can result in corrupted navigation bar")
            queued.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
            return
        }
        guard let from = topViewController else {
            setViewControllers([viewController], animated: false)
            return
        }
        stack.append(viewController)
        addChild(viewController)
        viewController.isMovingToParentFlag = true
        holdBarContent(animated: animated)
        updateBar()
        scheduleTransition(.push, from: from, to: viewController, animated: animated, popped: [])
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if transitionInFlight {
            ModalTransitions.log("nested pop animation can result in corrupted navigation bar")
            guard stack.count > 1 else { return nil }
            queued.append { [weak self] in _ = self?.popViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        startPop(popped: [popped], to: stack.last!, animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        guard index < stack.count - 1 else { return [] }
        if transitionInFlight {
            queued.append { [weak self] in _ = self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        startPop(popped: popped, to: viewController, animated: animated)
        return popped
    }

    private func startPop(popped: [UIViewController], to: UIViewController, animated: Bool) {
        let from = popped.last!
        for vc in popped { vc.willMove(toParent: nil) }
        from.isMovingFromParentFlag = true
        holdBarContent(animated: animated)
        updateBar()
        scheduleTransition(.pop, from: from, to: to, animated: animated, popped: popped)
    }

    /// Replaces the stack. Animated when the top changes (push if the new top
    /// was not in the stack, else pop).
    open func setViewControllers(_ newControllers: [UIViewController], animated: Bool) {
        guard !newControllers.isEmpty else { return }
        if transitionInFlight {
            queued.append { [weak self] in self?.setViewControllers(newControllers, animated: animated) }
            return
        }
        let oldTop = topViewController
        let removed = stack.filter { old in !newControllers.contains { $0 === old } }
        let wasInStack = newControllers.last.map { new in stack.contains { $0 === new } } ?? false
        for vc in newControllers where vc.parentStorage !== self { addChild(vc) }
        if let oldTop, let newTop = newControllers.last, oldTop !== newTop { holdBarContent(animated: animated) }
        stack = newControllers
        updateBar()
        guard let newTop = newControllers.last, let oldTop, oldTop !== newTop, isViewLoaded else {
            for vc in removed { vc.willMove(toParent: nil); vc.viewIfLoaded?.removeFromSuperview(); vc.removeFromParent() }
            for vc in newControllers { vc.didMove(toParent: self) }
            if isViewLoaded, let top = topViewController, top.view.superview !== containerView {
                top.view.frame = containerView.bounds
                containerView.addSubview(top.view)
            }
            return
        }
        let operation: Operation = wasInStack ? .pop : .push
        if operation == .push { newTop.isMovingToParentFlag = true } else { oldTop.isMovingFromParentFlag = true }
        for vc in removed { vc.willMove(toParent: nil) }
        scheduleTransition(operation, from: oldTop, to: newTop, animated: animated, popped: removed)
    }

    // MARK: Transitions

    private var pendingStart: (() -> Void)?

    private func scheduleTransition(_ operation: Operation, from: UIViewController, to: UIViewController,
                                    animated: Bool, popped: [UIViewController]) {
        guard isViewLoaded, view.window != nil else {
            navigationBar.releaseHeldContent()
            // Off screen: swap immediately, no appearance callbacks.
            if isViewLoaded {
                from.viewIfLoaded?.removeFromSuperview()
                to.view.frame = containerView.bounds
                containerView.addSubview(to.view)
            }
            finishStackChange(operation, from: from, to: to, popped: popped, completed: true)
            return
        }
        transitionInFlight = true
        AnimationEngine.shared.async { [weak self] in
            self?.startTransition(operation, from: from, to: to, animated: animated, popped: popped,
                                  interactive: self?.pendingInteraction)
            self?.pendingInteraction = nil
        }
    }

    /// Set by the built-in edge swipe before it pops.
    var pendingInteraction: UIPercentDrivenInteractiveTransition?

    private func startTransition(_ operation: Operation, from: UIViewController, to: UIViewController,
                                 animated: Bool, popped: [UIViewController],
                                 interactive builtinInteractor: UIPercentDrivenInteractiveTransition?) {
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let delegate {
                TransitionMonitor.emit(.delegateQuery("navigationController(_:animationControllerFor:from:to:)"), .init(kind: operation == .push ? .push : .pop, from: from, to: to))
                animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
                if let animator {
                    TransitionMonitor.emit(.delegateQuery("navigationController(_:interactionControllerFor:)"), .init(kind: operation == .push ? .push : .pop, from: from, to: to))
                    interactor = delegate.navigationController(self, interactionControllerFor: animator)
                }
            }
            if animator == nil, let layoutToLayout = LayoutToLayoutNavigationAnimator(operation: operation, from: from, to: to) {
                animator = layoutToLayout
            }
            if animator == nil, let preferred = ZoomTransitions.navigation(operation, from: from, to: to) {
                animator = preferred.animator
                interactor = preferred.interactor ?? (operation == .pop ? builtinInteractor : nil)
            }
            if animator == nil {
                animator = NavigationParallaxAnimator(operation: operation)
                if operation == .pop { interactor = builtinInteractor }
            }
        } else {
            animator = ImmediateAnimator()
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        TransitionMonitor.emit(.delegateQuery("navigationController(_:willShow:animated:)"), .init(kind: operation == .push ? .push : .pop, from: from, to: to))

        let ctx = TransitionContext(kind: operation == .push ? .push : .pop, container: containerView,
                                    from: from, to: to, fromView: from.view, toView: to.view, animated: animated,
                                    style: .none, animator: animator, interactor: interactor)
        ctx.initialFrames[ObjectIdentifier(from)] = from.view.frame
        ctx.finalFrames[ObjectIdentifier(from)] = .zero
        ctx.initialFrames[ObjectIdentifier(to)] = .zero
        ctx.finalFrames[ObjectIdentifier(to)] = containerView.bounds
        transition = ctx
        from.activeTransition = ctx
        to.activeTransition = ctx
        activeTransition = ctx

        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        if animated && !isNavigationBarHidden {
            navigationBar.animateTransition(push: operation == .push, coordinator: ctx)
        } else {
            navigationBar.releaseHeldContent()
        }
        ctx.onCancelInteraction = {
            to.beginAppearanceTransition(false, animated: animated)
            from.beginAppearanceTransition(true, animated: animated)
        }
        ctx.onComplete = { [weak self] completed in
            guard let self else { return }
            if completed {
                from.view.removeFromSuperview()
            } else {
                to.view.removeFromSuperview()
                // Restore the stack as it was.
                if operation == .pop {
                    for vc in popped where !self.stack.contains(where: { $0 === vc }) { self.stack.append(vc) }
                } else {
                    self.stack.removeAll { $0 === to }
                }
                self.updateBar()
            }
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            from.activeTransition = nil
            to.activeTransition = nil
            self.activeTransition = nil
            self.transition = nil
            // Appearance ends with the controller that ends up hidden, then the
            // one shown: push A→B gives A.viewDidDisappear, B.viewDidAppear; a
            // cancelled pop gives the revealed controller's viewDidDisappear,
            // then the top one's viewDidAppear (as UINavigationController is
            // logged on devices; modal presentations end the other way round).
            let (hidden, shown) = completed ? (from, to) : (to, from)
            hidden.endAppearanceTransition()
            shown.endAppearanceTransition()
            self.finishStackChange(operation, from: from, to: to, popped: popped, completed: completed)
            if completed {
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            }
            self.runQueued()
        }
        ctx.start()
    }

    private func finishStackChange(_ operation: Operation, from: UIViewController, to: UIViewController,
                                   popped: [UIViewController], completed: Bool) {
        from.isMovingFromParentFlag = false
        to.isMovingToParentFlag = false
        if completed {
            if operation == .push { to.didMove(toParent: self) }
            for vc in popped { vc.viewIfLoaded?.removeFromSuperview(); vc.removeFromParent() }
        } else if operation == .push {
            to.willMove(toParent: nil)
            to.removeFromParent()
        } else {
            for vc in popped { vc.didMove(toParent: self) }
        }
        transition = nil
        transitionInFlight = false
    }

    private func runQueued() {
        guard !queued.isEmpty else { return }
        let next = queued.removeFirst()
        AnimationEngine.shared.async { next() }
    }

    // MARK: Built-in interactive pop

    private func installInteractivePop(on root: UIView) {
        let edge = NavigationEdgePopRecognizer(navigationController: self)
        root.addGestureRecognizer(edge)
        interactivePopGestureRecognizer = edge
    }
}

/// The navigation controller's root view: lays out the bar and the container.
@MainActor
final class NavigationRootView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBar(in: bounds)
    }
}

/// UIKit's built-in interactive pop: a left screen-edge pan on the
/// navigation controller's view, driving the parallax animator through a
/// percent-driven interaction (progress = translation / width; finishes past
/// half way or on a rightward flick). It does not begin when the delegate
/// vends a custom pop animator (the custom animator disables it, as widely
/// observed in UIKit), nor with a single controller or during a transition.
@MainActor
final class NavigationEdgePopRecognizer: UIScreenEdgePanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        edges = .left
        delegate = self
        addTarget(nil) { [weak self] _ in self?.handle() }
    }

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController, nav.viewControllers.count > 1, !nav.transitionInFlight,
              let top = nav.topViewController else { return false }
        let previous = nav.viewControllers[nav.viewControllers.count - 2]
        // A zoom's pop has its own edge swipe (ZoomDismissGestureRecognizer).
        if ZoomTransitions.handlesEdgeSwipe(top) { return false }
        // Probe (not a transition query): a custom pop animator disables the built-in swipe.
        return nav.delegate?.navigationController(nav, animationControllerFor: .pop, from: top, to: previous) == nil
    }

    private func handle() {
        guard let nav = navigationController, let view = nav.viewIfLoaded else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(translation(in: view).x / width, 0), 1)
        switch state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            nav.pendingInteraction = interaction
            nav.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || velocity(in: view).x > 500 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
