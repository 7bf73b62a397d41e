import Foundation

/// What a launch made: the app delegate (held, as `UIApplicationMain`
/// holds it on iOS) and the scenes the system connected.
@MainActor
final class LaunchedApp {
    var delegate: (any UIApplicationDelegate)?
    var scenes: [UIScene] = []
    /// The app has a scene manifest (it stays scene-based with no scene connected).
    var usesScenes = false
    static var current: LaunchedApp?
}

extension UIApplication {
    /// One scene configuration of the app's scene manifest (Info.plist's
    /// `UIApplicationSceneManifest` on iOS): a name, a role, and the scene
    /// delegate class with the means to make it (Swift on Linux cannot make
    /// an object from a class it only knows as `AnyClass`).
    @_spi(SegueTesting)
    public struct SceneManifestEntry {
        let entry: UISceneConfiguration.ManifestEntry

        /// - Parameters:
        ///   - name: the configuration's name (`UISceneConfigurationName`;
        ///     Xcode's template says "Default Configuration").
        ///   - role: the sessions it configures.
        ///   - storyboard: the storyboard of the scene's first view controller.
        ///   - makeDelegate: makes the scene delegate (`SceneDelegate.init`);
        ///     its class becomes the configuration's `delegateClass`.
        public init<Delegate: UISceneDelegate>(name: String? = "Default Configuration",
                                               role: UISceneSession.Role = .windowApplication,
                                               storyboard: UIStoryboard? = nil,
                                               makeDelegate: @escaping @MainActor () -> Delegate) {
            entry = .init(name: name, role: role, sceneClass: UIWindowScene.self, delegateClass: Delegate.self,
                          storyboard: storyboard, makeDelegate: { makeDelegate() })
        }
    }

    /// Launches an app as iOS does, with `delegate` as its delegate:
    ///
    /// 1. `delegate` becomes `UIApplication.shared.delegate` (and is kept
    ///    alive, as `UIApplicationMain` keeps it); the app is `.inactive`.
    /// 2. `application(_:willFinishLaunchingWithOptions:)`, then
    ///    `application(_:didFinishLaunchingWithOptions:)` with
    ///    `launchOptions`; `didFinishLaunchingNotification` is posted.
    /// 3. An app with a scene manifest gets one `.windowApplication`
    ///    session: the delegate is asked
    ///    `application(_:configurationForConnecting:options:)`, a
    ///    `UIWindowScene` is made with the delegate its configuration's
    ///    `delegateClass` names, `UIScene.willConnectNotification` is
    ///    posted and the scene delegate hears
    ///    `scene(_:willConnectTo:options:)` (a launch URL comes in the
    ///    options' `urlContexts`); then `sceneWillEnterForeground(_:)` and
    ///    `sceneDidBecomeActive(_:)`, each after the scene's
    ///    `activationState` changes and before its notification (the app
    ///    is `.active` from `sceneDidBecomeActive(_:)` on). With
    ///    scenes UIKit does not call the app delegate's own state methods.
    /// 4. An app without scenes makes its window itself in
    ///    `didFinishLaunching` (the delegate's `window`). A launch URL
    ///    goes to `application(_:open:options:)` when both launch methods
    ///    returned `true`; then the app becomes `.active` and hears
    ///    `applicationDidBecomeActive(_:)`.
    ///
    /// Finally `didBecomeActiveNotification` is posted. A previous launch
    /// ends first (`terminateLaunchedApp()`).
    @_spi(SegueTesting)
    public func launch(delegate: any UIApplicationDelegate,
                       launchOptions: [LaunchOptionsKey: Any]? = nil,
                       sceneManifest: [SceneManifestEntry] = []) {
        terminateLaunchedApp()
        let app = LaunchedApp()
        app.delegate = delegate
        LaunchedApp.current = app
        self.delegate = delegate
        UISceneConfiguration.manifest = sceneManifest.map(\.entry)
        applicationState = .inactive

        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self,
                                        userInfo: launchOptions.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key.rawValue), $0.value) }) })
        let url = launchOptions?[.url] as? URL
        let source = launchOptions?[.sourceApplication] as? String

        if !sceneManifest.isEmpty {
            app.usesScenes = true
            let contexts: Set<UIOpenURLContext> = url.map {
                [UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: source,
                                                                            annotation: launchOptions?[.annotation]))]
            } ?? []
            let options = UIScene.ConnectionOptions(urlContexts: contexts, sourceApplication: source)
            let scene = connectScene(role: .windowApplication, options: options)
            app.scenes.append(scene)
            activate(scene)
        } else {
            if let url, willFinish, didFinish {
                var openOptions: [OpenURLOptionsKey: Any] = [:]
                if let source { openOptions[.sourceApplication] = source }
                if let annotation = launchOptions?[.annotation] { openOptions[.annotation] = annotation }
                _ = delegate.application(self, open: url, options: openOptions)
            }
            applicationState = .active
            delegate.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// Makes and connects a scene for a new session of `role`.
    private func connectScene(role: UISceneSession.Role, options: UIScene.ConnectionOptions) -> UIScene {
        let session = UISceneSession(role: role)
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: role)
        session.configuration = configuration
        if let sceneClass = configuration.sceneClass, !(sceneClass is UIWindowScene.Type) {
            Log.uiKit.warning("UISceneConfiguration.sceneClass \(sceneClass) is not UIWindowScene or a subclass Segue can make; making a UIWindowScene")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.activationState = .unattached
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let entry = UISceneConfiguration.manifest.first(where: { $0.delegateClass == delegateClass }),
               let make = entry.makeDelegate {
                scene.delegate = make()
            } else {
                Log.uiKit.warning("UISceneConfiguration.delegateClass \(delegateClass) is not in the app's scene manifest: Segue cannot make it (no Objective-C runtime); the scene has no delegate")
            }
        }
        // A storyboard's initial view controller goes in a window UIKit
        // makes and hands to the delegate before it connects.
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowDelegate = scene.delegate as? UIWindowSceneDelegate {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            windowDelegate.window = window
            storyboardWindow = window
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow, storyboardWindow.isHidden { storyboardWindow.makeKeyAndVisible() }
        return scene
    }

    /// Brings a connected scene to the foreground and makes it active.
    private func activate(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        applicationState = .active
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }

    /// The scenes a launch connected (`connectedScenes` adds them).
    var launchedScenes: [UIScene] { LaunchedApp.current?.scenes ?? [] }
    /// Whether the launched app uses scenes (it had a scene manifest).
    var launchedAppUsesScenes: Bool { LaunchedApp.current?.usesScenes ?? false }

    /// Ends the launched app, if any, as the system terminates it: the
    /// delegate hears `applicationWillTerminate(_:)` and
    /// `willTerminateNotification` is posted; its scenes' windows are
    /// hidden and the app lets go of its delegate and scenes.
    @_spi(SegueTesting)
    public func terminateLaunchedApp() {
        guard let app = LaunchedApp.current else { return }
        if let delegate = app.delegate { delegate.applicationWillTerminate(self) }
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        for scene in app.scenes {
            for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
            scene.delegate = nil
            scene.session.scene = nil
        }
        LaunchedApp.current = nil
        delegate = nil
        UISceneConfiguration.manifest = []
        applicationState = .active
    }

    /// The orientations an app supports when its delegate does not say:
    /// those of Xcode's iOS App template Info.plist.
    static func defaultSupportedOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        let traits = window?.traitCollection ?? UITraitCollection.environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
        return traits.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
}
