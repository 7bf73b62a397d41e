import Foundation

/// Manages a view hierarchy and takes part in containment, presentation and
/// transitions (`UIViewController`).
///
/// Appearance callbacks follow UIKit's state machine: `beginAppearanceTransition`
/// sends `viewWillAppear`/`viewWillDisappear`, `endAppearanceTransition` the
/// matching `did`; a `begin` in the opposite direction while one is pending
/// reverses it (a cancelled interactive transition), and mismatched calls log
/// `Unbalanced calls to begin/end appearance transitions for <VC>.`
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    var viewStorage: UIView?
    weak var hostWindow: UIWindow?

    // Containment.
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []

    // Presentation.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// Container and grabbed presenter view of this controller's presentation.
    var presentationRecord: PresentationRecord?
    /// The transition currently involving this controller, if any.
    var activeTransition: TransitionContext?
    /// The root view's last measured Auto Layout fitting size (UIViewController+FittingSize.swift).
    var fittingSizeRecord: FittingSizeRecord?
    /// Opt-in fluid interruption of the transitions this controller takes part in (Segue addition).
    var transitionInterruptionStorage: TransitionInterruption?

    // Appearance state machine.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared
    var isBeingPresentedFlag = false
    var isBeingDismissedFlag = false
    var isMovingToParentFlag = false
    var isMovingFromParentFlag = false

    open var title: String? { didSet { titleDidChange() } }
    open var tabBarItem: UITabBarItem! {
        get { tabBarItemStorage ?? { let item = UITabBarItem(title: title, image: nil, tag: 0); tabBarItemStorage = item; return item }() }
        set { tabBarItemStorage = newValue }
    }
    var tabBarItemStorage: UITabBarItem?
    public lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// The size the controller would like; a change is reported to its
    /// container (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            let container: (any UIContentContainer)? = parentStorage ?? presentationControllerStorage
            container?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition used when this controller is presented or pushed
    /// (iOS 18), and backwards when it is dismissed or popped; nil uses
    /// `modalTransitionStyle` or the navigation slide (ZoomTransitions.swift).
    open var preferredTransition: UIViewController.Transition?
    open var definesPresentationContext = false
    /// Whether a scroll view that is the controller's content (its view, or
    /// the first subview of it) with `.automatic` inset adjustment always
    /// gets the top and bottom safe-area insets, scrollable or not (UIKit
    /// keeps this for code before iOS 11; deprecated there in favour of
    /// `contentInsetAdjustmentBehavior`). True by default.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { contentScrollView?.contentInsetInputsDidChange() }
    }
    open var providesPresentationContextTransitionStyle = false
    open var isModalInPresentation = false
    /// The transitioning delegate. Weak, as in UIKit: keep your own strong reference.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var restorationIdentifier: String?
    /// The light or dark style of the controller's view and everything in
    /// it (`.unspecified`: inherited); see `UIView.overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewStorage else { return }
            let previous: UIUserInterfaceStyle = oldValue != .unspecified ? oldValue
                : view.superview?.effectiveStyle(overriding: view.superview?.overrideUserInterfaceStyle ?? .unspecified) ?? .light
            view.appearanceDidChange(previousStyle: view.overrideUserInterfaceStyle != .unspecified ? view.overrideUserInterfaceStyle : previous)
        }
    }

    /// As in UIKit, `init()` is a convenience for `init(nibName: nil,
    /// bundle: nil)`, so a subclass declares its own `init()` without
    /// `override` and calls `super.init(nibName:bundle:)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A controller whose view loads from the nib `nibNameOrNil` in
    /// `nibBundleOrNil` (UIViewController+Nib.swift).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// A controller from a storyboard or nib (Storyboards/).
    public required init?(coder: NSCoder) { super.init() }

    var nibNameStorage: String?
    var nibBundleStorage: Bundle?
    var storyboardStorage: UIStoryboard?
    /// The view a storyboard scene made for this controller, installed
    /// when the view is first asked for (StoryboardSceneView.swift).
    var storyboardSceneView: StoryboardSceneView?

    open override var next: UIResponder? { viewStorage?.superview ?? parentStorage }

    // MARK: View

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        if let scene = storyboardSceneView {
            // A storyboard scene's view: installed, its embed segues
            // performed, then viewDidLoad (as UIKit loads a scene's view).
            storyboardSceneView = nil
            scene.install(in: self)
        } else {
            loadView()
        }
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view: from the controller's nib when it has one
    /// (`nibName`, or a nib named after the class), else a plain view the
    /// size of the screen.
    open func loadView() {
        if loadViewFromNib() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}

    /// Called when the app receives a low-memory warning
    /// (`UIApplication.simulateMemoryWarning()` delivers one here); release
    /// what can be made again. The default does nothing.
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout (see Layout/UIView+SafeArea.swift)

    /// The constraint pass calls this instead of the root view's
    /// `updateConstraints()`; the default updates the view's constraints.
    /// Overrides call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// The root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Insets added to the root view's safe area (for bars the controller draws itself).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaMayHaveChanged(recursive: true) } }
    }
    open func titleDidChange() {}

    // MARK: Editing (UIViewController+Editing.swift)

    var isEditingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

    /// Whether the controller is editing its content (false by default);
    /// setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets `isEditing` and updates `editButtonItem`'s title and style
    /// (Edit/Done). Subclasses override it to make their views editable and
    /// call `super`; `UITableViewController` passes it to its table view.
    open func setEditing(_ editing: Bool, animated: Bool) { updateEditingState(editing) }

    /// A bar button item that toggles editing: it shows "Edit" (plain) and,
    /// while editing, "Done" (done style); a tap calls
    /// `setEditing(!isEditing, animated: true)`. The same item every time.
    open var editButtonItem: UIBarButtonItem { editButtonItemIfNeeded() }

    /// The window the controller's view is in, if any.
    var viewWindow: UIWindow? { viewStorage?.window }

    // MARK: Appearance transitions

    /// Begins an appearance transition: `viewWillAppear` (isAppearing) or
    /// `viewWillDisappear`. Forwarded to children whose views are loaded.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            TransitionMonitor.appearance(self, "viewWillAppear")
            viewWillAppear(animated)
            // viewIsAppearing comes with the view's first layout in a window.
            isAppearingPending = true
            viewStorage?.setNeedsLayout()
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            isAppearingPending = false
            TransitionMonitor.appearance(self, "viewWillDisappear")
            viewWillDisappear(animated)
        default:
            Log.uiKit.warning("Unbalanced calls to begin/end appearance transitions for \(uiKitDescription(self)).")
            return
        }
        for child in childStorage where child.forwardsAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the pending appearance transition: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            viewIsAppearingIfPending()
            appearanceState = .appeared
            TransitionMonitor.appearance(self, "viewDidAppear")
            viewDidAppear(lastAnimated)
        case .disappearing:
            appearanceState = .disappeared
            TransitionMonitor.appearance(self, "viewDidDisappear")
            viewDidDisappear(lastAnimated)
        default:
            Log.uiKit.warning("Unbalanced calls to begin/end appearance transitions for \(uiKitDescription(self)).")
            return
        }
        for child in childStorage where child.forwardsAppearance { child.endAppearanceTransition() }
    }

    /// True from `viewWillAppear` until `viewIsAppearing` (or a reversal).
    private var isAppearingPending = false

    /// Calls `viewIsAppearing(_:)` once per appearance, after
    /// `viewWillAppear(_:)`, once the view is in a window: at its first
    /// layout there, or just before `viewDidAppear(_:)` at the latest. A view
    /// that never reached a window (a cancelled appearance) does not get it.
    func viewIsAppearingIfPending() {
        guard isAppearingPending, appearanceState == .appearing, viewStorage?.window != nil else { return }
        isAppearingPending = false
        TransitionMonitor.appearance(self, "viewIsAppearing")
        viewIsAppearing(appearanceAnimated)
    }

    var lastAnimated: Bool { appearanceAnimated }
    var appearanceAnimated = false

    /// Children of plain containers receive their parent's appearance calls;
    /// navigation and tab controllers manage their children's themselves.
    var forwardsAppearance: Bool {
        guard let parent = parentStorage else { return false }
        return parent.shouldAutomaticallyForwardAppearanceMethods && parent.forwardsAppearanceToChild(self)
    }

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    func forwardsAppearanceToChild(_ child: UIViewController) -> Bool { child.isViewLoaded }

    open var isBeingPresented: Bool { isBeingPresentedFlag }
    open var isBeingDismissed: Bool { isBeingDismissedFlag }
    open var isMovingToParent: Bool { isMovingToParentFlag }
    open var isMovingFromParent: Bool { isMovingFromParentFlag }

    // MARK: Containment

    open var parent: UIViewController? { parentStorage }
    open var children: [UIViewController] { childStorage }

    /// Adds a child; calls `willMove(toParent:)` (UIKit does this for you).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parentStorage === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes from the parent; calls `didMove(toParent: nil)` (the caller
    /// sends `willMove(toParent: nil)` first, as in UIKit).
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var navigationController: UINavigationController? {
        var p = parentStorage
        while let current = p {
            if let nav = current as? UINavigationController { return nav }
            p = current.parentStorage
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var p = parentStorage
        while let current = p {
            if let tab = current as? UITabBarController { return tab }
            p = current.parentStorage
        }
        return nil
    }

    // MARK: Presentation (ModalTransitions.swift)

    /// Presents `viewControllerToPresent` modally. Delegate queries happen
    /// synchronously; the transition itself starts on the next tick.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransitions.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or this one if it presents nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransitions.dismiss(from: self, animated: flag, completion: completion)
    }

    // MARK: Presentation links

    open var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one, or that presented an ancestor.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The presentation controller managing this controller's presentation,
    /// or its ancestor's.
    ///
    /// As in UIKit, reading it before the controller is presented creates
    /// the presentation controller for the current `modalPresentationStyle`,
    /// and presenting then uses that one: an adaptive delegate can be set
    /// before `present(_:animated:completion:)`. (For `.custom`, whose
    /// controller comes from the transitioning delegate at presentation,
    /// it stays nil until then.)
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        if let parentStorage { return parentStorage.presentationController }
        guard modalPresentationStyle != .custom else { return nil }
        let controller: UIPresentationController = modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : SystemPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = controller
        return controller
    }

    /// The coordinator of the transition involving this controller, or its
    /// ancestor's; nil when none is running.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let t = activeTransition, !t.isFinished { return t }
        return parentStorage?.transitionCoordinator
    }

    // MARK: Size transitions

    /// Called before the view's size changes (rotation, window resize); the
    /// default forwards to the children, each with the size this controller
    /// gives it, and to the presented controller's presentation controller,
    /// which forwards to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        guard let presented = presentedStorage else { return }
        if let presentation = presented.presentationControllerStorage {
            presentation.viewWillTransition(to: size, with: coordinator)
        } else {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    // MARK: UIContentContainer

    /// A child's preferred size changed; containers override this to resize it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's root view, laid out with Auto Layout, changed its fitting
    /// size after a constraint change; containers override this to resize it.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller is `parentSize`: the same size by default.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    // MARK: Traits (UIViewController+Traits.swift)

    /// Before the size classes change (an iPhone rotating); the default
    /// forwards to the children and to the presented controller's
    /// presentation controller, as `viewWillTransition(to:with:)` does.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    /// After the size classes changed, inside the transition's animation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Orientation (UIWindow+SizeTransition.swift)

    /// The interface orientations this controller supports: `.all` on an
    /// iPad, `.allButUpsideDown` on an iPhone, as UIKit documents. The
    /// window's top full-screen controller decides whether a rotation
    /// (`UIWindow.transition(toSize:)` flipping the orientation) happens.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation to present this controller full screen in: by
    /// default the interface's current orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIInterfaceOrientation.of(size: (viewIfLoaded?.window?.screen ?? UIScreen.main).bounds.size)
    }
    /// Whether the interface may rotate while this controller is the
    /// window's top full-screen controller (default true; deprecated in
    /// iOS 16 but still consulted here).
    open var shouldAutorotate: Bool { true }

    // MARK: Status bar (UIViewController+StatusBar.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// False, except in a vertically compact environment (an iPhone in landscape), as UIKit documents.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a non-full-screen presentation of this controller takes over
    /// the status bar's appearance (full-screen ones always do).
    open var modalPresentationCapturesStatusBarAppearance = false

    // MARK: System gestures (UIWindow+SystemGestures.swift)

    /// Whether the system may hide the home indicator while this controller
    /// decides it (default false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child that decides the home indicator instead (default nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose gestures take precedence over the system's
    /// (default none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child that decides the deferred screen edges instead (default nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Segues registered in code, by identifier (UIViewController+Segues.swift).
    var registeredSegues: [String: SegueTemplate] = [:]

    /// Asked before a segue triggered from a control runs (not for `performSegue`).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue runs, with the segue's destination in place.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Runs the registered segue `identifier` (UIKit raises for an unknown one).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        runSegue(withIdentifier: identifier, sender: sender, askFirst: false)
    }

    /// Whether this controller is the destination of the unwind segue
    /// `action` from `fromViewController`: the default is whether it
    /// implements the action (an `@IBAction` taking the segue). Storyboards/UnwindSegues.swift.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        _ = type(of: self).interfaceBuilderActions
        return SelectorTable.isImplemented(action, byInstancesOf: type(of: self))
    }

    /// Unwinds towards `subsequentVC` on the way back from the segue's
    /// source: a navigation controller pops to it; the default otherwise
    /// dismisses what this controller presented.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if let navigation = self as? UINavigationController, navigation.viewControllers.contains(subsequentVC) {
            _ = navigation.popToViewController(subsequentVC, animated: true)
        } else if presentedViewController != nil {
            dismiss(animated: true)
        }
    }

    /// Shows `vc` in a primary context: the nearest navigation controller
    /// or split view controller above this one shows it (a navigation
    /// controller pushes it; a split view controller, as its
    /// `show(_:sender:)` says); with neither, it is presented modally
    /// (animated), as UIKit's default `show(_:sender:)` does.
    open func show(_ vc: UIViewController, sender: Any?) {
        var current = parentStorage
        while let container = current {
            if container is UINavigationController || container is UISplitViewController {
                return container.show(vc, sender: sender)
            }
            current = container.parentStorage
        }
        present(vc, animated: true)
    }

    /// Shows `vc` in a secondary (detail) context: the nearest split view
    /// controller above this one shows it (its secondary controller when
    /// expanded; pushed onto the collapsed stack when collapsed); with none
    /// around, UIKit's default presents it modally (animated), and so does
    /// Segue's.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { return split.showDetailViewController(vc, sender: sender) }
        present(vc, animated: true)
    }

    // MARK: Split view (SplitView/)

    /// The nearest split view controller above this one, if any.
    open var splitViewController: UISplitViewController? {
        var current = parentStorage
        while let container = current {
            if let split = container as? UISplitViewController { return split }
            current = container.parentStorage
        }
        return nil
    }

    /// Called on a split view's primary controller when the split
    /// collapses and its delegate did not deal with the secondary
    /// controller (`splitViewController(_:collapseSecondary:onto:)`
    /// returned false). The default does nothing, so only the primary is
    /// shown; `UINavigationController` pushes the secondary.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Called on a split view's primary controller when the split expands
    /// and its delegate gave no secondary controller; returns the
    /// controller to show as the secondary. The default returns nil;
    /// `UINavigationController` gives back what the collapse pushed.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // MARK: Toolbar items (Navigation/UINavigationController+Toolbar.swift)

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top. Setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    var toolbarItemsStorage: [UIBarButtonItem]?

    /// Sets `toolbarItems`; the navigation controller's toolbar shows them
    /// at once when this controller is on top (fading them in when animated).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = parentStorage as? UINavigationController, navigation.topViewController === self {
            navigation.updateToolbarItems(animated: animated)
        }
    }
}
