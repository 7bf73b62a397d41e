import Foundation

/// A window scene's delegate (`UIWindowSceneDelegate`): a
/// `UISceneDelegate` that keeps the scene's main window.
///
/// UIKit declares `window` `optional`; the default here reads `nil` and
/// ignores writes, and a delegate declares `var window: UIWindow?` (as
/// Xcode's template does) to keep one (docs/FIDELITY.md). With a
/// storyboard in the scene's configuration, UIKit makes the window, sets
/// it here before `scene(_:willConnectTo:options:)` and shows it after.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {
            guard newValue != nil else { return }
            Log.uiKit.warning("\(type(of: self)) has no window property: declare `var window: UIWindow?` to keep the window (UIWindowSceneDelegate.window)")
        }
    }
}

extension UIWindowSceneDelegate where Self: UIApplicationDelegate {
    /// One object that is both the app's and a window scene's delegate
    /// without a `window` of its own: the same default as each protocol's
    /// (no window; a write is ignored).
    public var window: UIWindow? {
        get { nil }
        set {
            guard newValue != nil else { return }
            Log.uiKit.warning("\(type(of: self)) has no window property: declare `var window: UIWindow?` to keep the window")
        }
    }
}
