import Foundation

/// The scene of a window (`UIWindowScene`): its windows, screen, traits and
/// status bar. Segue gives each window its own scene.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    weak var window: UIWindow?
    /// The scene's status bar.
    public let statusBarManager: UIStatusBarManager? = UIStatusBarManager()

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The scene's windows.
    public var windows: [UIWindow] { window.map { [$0] } ?? [] }
    /// The scene's key window.
    public var keyWindow: UIWindow? { window?.isKeyWindow == true ? window : nil }
    public var screen: UIScreen { window?.screen ?? .main }
    public var traitCollection: UITraitCollection {
        let size = window?.bounds.size ?? screen.bounds.size
        return UITraitCollection.environment(size: size, scale: screen.scale)
    }
    /// The interface's orientation: `.portrait` while the window is taller
    /// than wide, `.landscapeRight` otherwise (Segue's simulated rotation,
    /// docs/FIDELITY.md).
    public var interfaceOrientation: UIInterfaceOrientation {
        UIInterfaceOrientation.of(size: window?.bounds.size ?? screen.bounds.size)
    }
}
