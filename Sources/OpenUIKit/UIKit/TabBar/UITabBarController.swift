import Foundation

/// Switches between child controllers with a tab bar (`UITabBarController`).
///
/// Selecting another tab asks the delegate for an animator
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`) and, if
/// one was vended, an interaction controller; the container holds the old
/// view and the animator adds the new one. Without an animator the switch is
/// immediate, as in UIKit.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    public private(set) lazy var tabBar: UITabBar = UITabBar(frame: .zero)
    let containerView = UIView(frame: .zero)
    private var selected: Int = 0
    private(set) var transitionInFlight = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
                old.willMove(toParent: nil); old.viewIfLoaded?.removeFromSuperview(); old.removeFromParent()
            }
            for vc in viewControllers ?? [] where vc.parentStorage !== self {
                addChild(vc); vc.didMove(toParent: self)
            }
            selected = min(selected, max((viewControllers?.count ?? 1) - 1, 0))
            tabBar.items = (viewControllers ?? []).map { $0.tabBarItem }
            if isViewLoaded { installSelectedView() }
        }
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    open var selectedViewController: UIViewController? {
        get { viewControllers?.indices.contains(selected) == true ? viewControllers![selected] : nil }
        set {
            guard let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }

    /// Changing the selection runs the tab transition (custom or immediate).
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let vcs = viewControllers, vcs.indices.contains(newValue), newValue != selected else { return }
            guard !transitionInFlight else {
                ModalTransitions.log("Tab switch to \(newValue) ignored: a tab transition is in progress")
                return
            }
            let from = vcs[selected], to = vcs[newValue]
            selected = newValue
            tabBar.selectedIndex = newValue
            guard isViewLoaded, view.window != nil else {
                if isViewLoaded { installSelectedView() }
                return
            }
            switchTabs(from: from, to: to)
        }
    }

    /// The selected controller decides the status bar's style and visibility.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { selectedViewController }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { selectedViewController }

    open override func loadView() {
        let root = TabBarRootView(frame: UIScreen.main.bounds)
        root.controller = self
        view = root
        containerView.frame = root.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(containerView)
        root.addSubview(tabBar)
        tabBar.tabBarController = self
        tabBar.onSelect = { [weak self] index in
            guard let self, let vcs = self.viewControllers, vcs.indices.contains(index) else { return }
            if self.delegate?.tabBarController(self, shouldSelect: vcs[index]) ?? true {
                self.selectedIndex = index
                self.delegate?.tabBarController(self, didSelect: vcs[index])
            }
        }
        installSelectedView()
    }

    override func forwardsAppearanceToChild(_ child: UIViewController) -> Bool { child === selectedViewController }

    private func installSelectedView() {
        for sub in containerView.subviews { sub.removeFromSuperview() }
        guard let vc = selectedViewController else { return }
        vc.view.frame = containerView.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(vc.view)
    }

    func layoutBar(in bounds: CGRect) {
        let height: CGFloat = 49 + (bounds.height > bounds.width ? 34 : 0)
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    private func switchTabs(from: UIViewController, to: UIViewController) {
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegate {
            TransitionMonitor.emit(.delegateQuery("tabBarController(_:animationControllerForTransitionFrom:to:)"), .init(kind: .tabSwitch, from: from, to: to))
            animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            if let animator {
                TransitionMonitor.emit(.delegateQuery("tabBarController(_:interactionControllerFor:)"), .init(kind: .tabSwitch, from: from, to: to))
                interactor = delegate.tabBarController(self, interactionControllerFor: animator)
            }
        }
        let animated = animator != nil
        let ctx = TransitionContext(kind: .tab, container: containerView, from: from, to: to,
                                    fromView: from.view, toView: to.view, animated: animated, style: .none,
                                    animator: animator ?? ImmediateAnimator(), interactor: interactor)
        ctx.initialFrames[ObjectIdentifier(from)] = from.view.frame
        ctx.finalFrames[ObjectIdentifier(from)] = .zero
        ctx.finalFrames[ObjectIdentifier(to)] = containerView.bounds
        transitionInFlight = true
        from.activeTransition = ctx
        to.activeTransition = ctx
        activeTransition = ctx  // the container's coordinator too, as UIKit's docs say
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        ctx.onCancelInteraction = {
            to.beginAppearanceTransition(false, animated: animated)
            from.beginAppearanceTransition(true, animated: animated)
        }
        let previous = viewControllers?.firstIndex { $0 === from } ?? 0
        ctx.onComplete = { [weak self] completed in
            guard let self else { return }
            if completed {
                from.view.removeFromSuperview()
            } else {
                to.view.removeFromSuperview()
                self.selected = previous
                self.tabBar.selectedIndex = previous
            }
            from.activeTransition = nil
            to.activeTransition = nil
            self.activeTransition = nil
            self.transitionInFlight = false
            to.endAppearanceTransition()
            from.endAppearanceTransition()
        }
        if animated {
            AnimationEngine.shared.async { ctx.start() }
        } else {
            ctx.start()
        }
    }
}

/// The tab bar controller's root view: lays out the bar.
@MainActor
final class TabBarRootView: UIView {
    weak var controller: UITabBarController?
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBar(in: bounds)
    }
}
