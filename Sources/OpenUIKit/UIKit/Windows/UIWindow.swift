import Foundation

/// The root of a view hierarchy on screen (`UIWindow`).
///
/// A visible window's layer is a *root*: every tick commits a render-tree
/// snapshot of it (`RenderTree.committed(for: window.layer)`), lays it out,
/// and delivers touches to it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    public var screen: UIScreen = .main
    /// The window's position among the app's windows (`.normal` by
    /// default): `UIApplication.shared.windows` lists them back to front by
    /// level (UIWindow.Level.swift).
    open var windowLevel: UIWindow.Level = .normal
    public private(set) var isKeyWindow = false
    /// The key window, if any (`UIApplication.shared.keyWindow` in UIKit).
    public private(set) static weak var keyWindow: UIWindow?

    override var isWindow: Bool { true }
    /// The window's scene (UIWindow+StatusBar.swift), made on first access.
    var sceneStorage: UIWindowScene?
    /// True while a presentation or dismissal runs in this window.
    var modalTransitionInFlight = false
    /// Touches, held deliveries and gesture recognizers in play (UIWindow+Events.swift).
    var eventStateStorage: WindowEventState?
    /// The running modal transition, once started.
    weak var modalTransitionContext: TransitionContext?
    /// True while a started modal transition runs non-interactively.
    var ignoresInteractionEvents: Bool {
        guard modalTransitionInFlight, let ctx = modalTransitionContext else { return false }
        return !ctx.isInteractive && !ctx.acceptsTouchesInFlight
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIApplication.register(self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                let visible = !isHidden && old.appearanceState == .appeared
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                old.hostWindow = nil
                if visible { old.endAppearanceTransition() }
            }
            if let root = rootViewController {
                root.hostWindow = self
                let view = root.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if !isHidden { root.beginAppearanceTransition(true, animated: false) }
                addSubview(view)
                if !isHidden { root.endAppearanceTransition() }
            }
            updateStatusBarAppearance()
        }
    }

    /// Shows the window and makes it key. The root view controller's view
    /// appears (viewWillAppear/viewDidAppear).
    open func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        rootViewController?.beginAppearanceTransition(true, animated: false)
        isHidden = false
        AnimationEngine.shared.registerRoot(layer)
        layoutIfNeeded()
        rootViewController?.endAppearanceTransition()
        updateStatusBarAppearance()
    }

    open func makeKey() {
        UIWindow.keyWindow?.isKeyWindow = false
        isKeyWindow = true
        UIWindow.keyWindow = self
    }

    /// Hides the window: it stops producing snapshots.
    open override var isHidden: Bool {
        didSet {
            if isHidden { AnimationEngine.shared.unregisterRoot(layer) }
            else { AnimationEngine.shared.registerRoot(layer) }
        }
    }

    /// Delivers an event: touches go to their gesture recognizers, then to their views (see `UIWindow+Events.swift`).
    open func sendEvent(_ event: UIEvent) { dispatchTouchEvent(event) }

    /// The window's last committed snapshot.
    public var committedRenderTree: RenderTree? { RenderTree.committed(for: layer) }
}
