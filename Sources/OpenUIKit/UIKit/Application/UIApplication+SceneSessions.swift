import Foundation

extension UIApplication {
    /// The sessions of the app's connected scenes (`openSessions`).
    public var openSessions: Set<UISceneSession> { Set(launchedScenes.map(\.session)) }

    /// Asks the system to get rid of a scene and its session, as the user
    /// closing it in the app switcher does (`requestSceneSessionDestruction(_:options:errorHandler:)`).
    ///
    /// A connected scene leaves the foreground as it does on iOS: an active
    /// scene becomes `.foregroundInactive` and hears
    /// `sceneWillResignActive(_:)`, a foreground one `.background` and
    /// `sceneDidEnterBackground(_:)`; then it becomes `.unattached`, hears
    /// `sceneDidDisconnect(_:)`, `UIScene.didDisconnectNotification` is
    /// posted, its windows are hidden and the scene lets go of its
    /// delegate. Last the app delegate hears
    /// `application(_:didDiscardSceneSessions:)` with the session. A
    /// session that is not one of the app's `openSessions` is refused:
    /// `errorHandler` gets a `UISceneErrorDomain` error (code 1,
    /// `requestDenied`), on the next run-loop turn.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession,
                                               options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let app = LaunchedApp.current, let index = app.scenes.firstIndex(where: { $0.session === sceneSession }) else {
            Log.uiKit.warning("requestSceneSessionDestruction: the session \(sceneSession.persistentIdentifier) is not one of the app's open sessions; refused")
            if let errorHandler {
                let error = NSError(domain: "UISceneErrorDomain", code: 1,
                                    userInfo: [NSLocalizedDescriptionKey: "The scene session is not one of the app's open sessions."])
                AnimationEngine.shared.async { errorHandler(error) }
            }
            return
        }
        let scene = app.scenes.remove(at: index)
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
        scene.delegate = nil
        sceneSession.scene = nil
        app.delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }
}
