import Foundation

/// The methods UIKit calls on a scene's delegate as the scene connects,
/// moves between foreground and background, and opens URLs
/// (`UISceneDelegate`).
///
/// UIKit declares them `optional`; here each has a default implementation
/// that does nothing, as UIKit does for a delegate that lacks it
/// (docs/FIDELITY.md). UIKit calls, in order, when a scene is made:
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`,
/// `sceneDidBecomeActive(_:)` ("Managing your app's life cycle").
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene was made and is about to connect: make its interface here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and now responds to the user.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop responding to the user.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is now in the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asks the scene to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
