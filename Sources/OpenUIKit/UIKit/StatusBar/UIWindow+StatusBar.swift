import Foundation

extension UIWindow {
    /// The window's scene. A window made with `UIWindow(frame:)` gets a
    /// scene of its own on first access (Segue's stand-in for the scene
    /// UIKit gives it). Setting a scene moves the window into that scene's
    /// `windows`; nil removes it from its scene (a fresh one is made on the
    /// next access).
    public var windowScene: UIWindowScene? {
        get {
            if let sceneStorage { return sceneStorage }
            let scene = UIWindowScene(window: self)
            sceneStorage = scene
            return scene
        }
        set {
            guard newValue !== sceneStorage else { return }
            sceneStorage?.detach(self)
            newValue?.attach(self)
            sceneStorage = newValue
        }
    }

    /// A window in `windowScene`, the size of the screen (the scene-delegate idiom).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// The controller that decides the status bar's appearance before
    /// `childFor…` forwarding: the root, or the topmost presented controller
    /// that captures the appearance (full screen, or
    /// `modalPresentationCapturesStatusBarAppearance`).
    var statusBarOwner: UIViewController? {
        guard var current = rootViewController else { return nil }
        var owner = current
        while let presented = current.presentedStorage {
            guard let presentation = presented.presentationControllerStorage, presentation.isPresented else { break }
            if presented.capturesStatusBarAppearance { owner = presented }
            current = presented
        }
        return owner
    }

    /// Recomputes the status bar's style and hidden state. Inside an
    /// animation block the change is recorded as animated with the deciding
    /// controller's `preferredStatusBarUpdateAnimation`.
    func updateStatusBarAppearance() {
        updateSystemGestures()
        guard let manager = windowScene?.statusBarManager else { return }
        let owner = statusBarOwner
        let styleController = owner.map { Self.followChain($0) { $0.childForStatusBarStyle } }
        let hiddenController = owner.map { Self.followChain($0) { $0.childForStatusBarHidden } }
        let style = styleController?.preferredStatusBarStyle ?? .default
        let hidden = hiddenController?.prefersStatusBarHidden ?? false
        let changed = style != manager.statusBarStyle || hidden != manager.isStatusBarHidden
        manager.statusBarStyle = style
        manager.isStatusBarHidden = hidden
        manager.statusBarFrame = hidden ? .zero
            : CGRect(x: 0, y: 0, width: bounds.width, height: UIStatusBarManager.height(for: bounds.size))
        guard changed else { return }
        if let block = UIViewAnimationContext.stack.last, UIView.areAnimationsEnabled {
            manager.lastUpdateAnimation = hiddenController?.preferredStatusBarUpdateAnimation ?? .fade
            manager.lastUpdateDuration = block.duration
        } else {
            manager.lastUpdateAnimation = .none
            manager.lastUpdateDuration = 0
        }
    }
}

extension UIViewController {
    /// Tells the system the status bar's attributes changed; it reads them
    /// again now. Called inside an animation block, the change animates
    /// (`preferredStatusBarUpdateAnimation`).
    public func setNeedsStatusBarAppearanceUpdate() {
        traitWindow?.updateStatusBarAppearance()
    }

    /// Whether this presented controller takes over the status bar's
    /// appearance: always for a full-screen presentation (UIKit's docs for
    /// `modalPresentationCapturesStatusBarAppearance`), else when it says so.
    var capturesStatusBarAppearance: Bool {
        var style = modalPresentationStyle
        if let popover = presentationControllerStorage as? UIPopoverPresentationController, let adapted = popover.adapted {
            style = adapted.presentationStyle
        }
        return style == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }
}
