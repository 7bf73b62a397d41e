import Foundation

extension UIApplication {
    /// Sends the launched app to the background as the user leaving it
    /// does (the Home gesture): a Segue addition, Linux has no Home Screen
    /// (docs/FIDELITY.md).
    ///
    /// Each connected scene, activation state first, then its delegate,
    /// then its notification: `.foregroundInactive` and
    /// `sceneWillResignActive(_:)` (`UIScene.willDeactivateNotification`),
    /// then `.background` and `sceneDidEnterBackground(_:)`
    /// (`UIScene.didEnterBackgroundNotification`). The app becomes
    /// `.inactive` (`willResignActiveNotification`), then `.background`
    /// (`didEnterBackgroundNotification`); an app without scenes hears
    /// `applicationWillResignActive(_:)` and
    /// `applicationDidEnterBackground(_:)` instead of scene calls. Nothing
    /// happens when the app is already in the background.
    @preconcurrency @MainActor
    public func simulateEnterBackground() {
        guard applicationState != .background else { return }
        let scenes = launchedScenes
        applicationState = .inactive
        for scene in scenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        if !launchedAppUsesScenes { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .background
        for scene in scenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        if !launchedAppUsesScenes { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// Brings the app back from the background as the user returning to
    /// it does (a Segue addition, docs/FIDELITY.md): each scene becomes
    /// `.foregroundInactive` and hears `sceneWillEnterForeground(_:)`
    /// (`UIScene.willEnterForegroundNotification`), the app posts
    /// `willEnterForegroundNotification`; then each scene becomes
    /// `.foregroundActive` and hears `sceneDidBecomeActive(_:)`
    /// (`UIScene.didActivateNotification`) and the app, `.active`, posts
    /// `didBecomeActiveNotification`. An app without scenes hears
    /// `applicationWillEnterForeground(_:)` and
    /// `applicationDidBecomeActive(_:)`. Nothing happens unless the app is
    /// in the background.
    @preconcurrency @MainActor
    public func simulateEnterForeground() {
        guard applicationState == .background else { return }
        let scenes = launchedScenes
        applicationState = .inactive
        for scene in scenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        }
        if !launchedAppUsesScenes { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .active
        for scene in scenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        if !launchedAppUsesScenes { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }
}
