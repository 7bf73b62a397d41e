import Foundation

extension UIApplication {
    /// Delivers a URL to the running app as iOS does when another app or
    /// the system opens one of its URLs (a Segue addition: nothing outside
    /// the process opens URLs here, docs/FIDELITY.md). A scene-based app's
    /// first connected scene hears `scene(_:openURLContexts:)` with one
    /// context carrying `sourceApplication`; an app without scenes hears
    /// `application(_:open:options:)` with `.sourceApplication`. Returns
    /// what the app delegate answered, or `true` once a scene delegate
    /// took the URL; `false` when no app is launched.
    @preconcurrency @MainActor
    @discardableResult
    public func simulateOpenURL(_ url: URL, sourceApplication: String? = nil) -> Bool {
        guard let delegate else {
            Log.uiKit.warning("simulateOpenURL(\(url.absoluteString)): no app is launched; ignored")
            return false
        }
        if launchedAppUsesScenes {
            guard let scene = launchedScenes.first else {
                Log.uiKit.warning("simulateOpenURL(\(url.absoluteString)): the app has no connected scene; ignored")
                return false
            }
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
            scene.delegate?.scene(scene, openURLContexts: [context])
            return scene.delegate != nil
        }
        var options: [OpenURLOptionsKey: Any] = [:]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        return delegate.application(self, open: url, options: options)
    }
}
