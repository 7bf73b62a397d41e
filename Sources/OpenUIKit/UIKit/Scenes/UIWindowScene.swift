import Foundation

/// A scene that shows windows (`UIWindowScene`): its windows, screen,
/// traits and status bar.
///
/// A launched app's scene delegate makes its window with
/// `UIWindow(windowScene:)`; a window made with `UIWindow(frame:)` gets a
/// scene of its own on first access (`UIWindow.windowScene`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, weakly held, in the order they joined.
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }
    /// The scene's status bar.
    public let statusBarManager: UIStatusBarManager? = UIStatusBarManager()

    /// A window scene for `session`. UIKit makes scenes; apps do not.
    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene a window made outside any scene gets on first access.
    convenience init(window: UIWindow) {
        self.init(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
        attach(window)
    }

    func attach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
    }

    /// The scene's windows, in the order they joined it.
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen of the scene's windows (the main screen).
    public var screen: UIScreen { windows.first?.screen ?? .main }
    private var size: CGSize { windows.first?.bounds.size ?? screen.bounds.size }
    public var traitCollection: UITraitCollection {
        UITraitCollection.environment(size: size, scale: screen.scale)
    }
    /// The interface's orientation: `.portrait` while the window is taller
    /// than wide, `.landscapeRight` otherwise (Segue's simulated rotation,
    /// docs/FIDELITY.md).
    public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation.of(size: size) }
}
