import Foundation
import Testing
@testable @_spi(SegueTesting) import OpenUIKit
import SegueTesting

/// Launching an app from its delegates, as Apple documents it ("Managing
/// your app's life cycle", "Responding to the launch of your app"):
/// `application(_:willFinishLaunchingWithOptions:)`, then
/// `application(_:didFinishLaunchingWithOptions:)`; with scenes,
/// `application(_:configurationForConnecting:options:)`, then the scene
/// delegate's `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` (UIKit
/// does not call the app delegate's state methods for a scene-based app);
/// without scenes, `applicationDidBecomeActive(_:)`.
@MainActor
@Suite("App launch (UIApplicationDelegate)", .transitionHarness)
struct UIApplicationDelegateTests {
    /// Records what UIKit calls, with the states it reads at each call.
    @MainActor final class Recorder {
        var calls: [String] = []
        var appStates: [String: UIApplication.State] = [:]
        var sceneStates: [String: UIScene.ActivationState] = [:]
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let recorder: Recorder
        var window: UIWindow?
        var makesWindow = false
        var didFinishResult = true
        var openedURL: URL?
        var openOptions: [UIApplication.OpenURLOptionsKey: Any] = [:]
        var launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        init(_ recorder: Recorder) { self.recorder = recorder }

        func application(_ application: UIApplication,
                         willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            recorder.calls.append("willFinishLaunching")
            recorder.appStates["willFinishLaunching"] = application.applicationState
            return true
        }

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            recorder.calls.append("didFinishLaunching")
            recorder.appStates["didFinishLaunching"] = application.applicationState
            self.launchOptions = launchOptions
            if makesWindow {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
                self.window = window
            }
            return didFinishResult
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            recorder.calls.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }

        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            recorder.calls.append("open")
            openedURL = url
            openOptions = options
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            recorder.calls.append("applicationDidBecomeActive")
            recorder.appStates["applicationDidBecomeActive"] = application.applicationState
        }
        func applicationWillResignActive(_ application: UIApplication) { recorder.calls.append("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) {
            recorder.calls.append("applicationDidEnterBackground")
            recorder.appStates["applicationDidEnterBackground"] = application.applicationState
        }
        func applicationWillEnterForeground(_ application: UIApplication) { recorder.calls.append("applicationWillEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { recorder.calls.append("applicationWillTerminate") }
        var discarded: Set<UISceneSession> = []
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            recorder.calls.append("didDiscardSceneSessions")
            discarded = sceneSessions
        }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { recorder.calls.append("memoryWarning") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        let recorder: Recorder
        var window: UIWindow?
        var options: UIScene.ConnectionOptions?
        var session: UISceneSession?
        let root = UIViewController()
        init(_ recorder: Recorder) { self.recorder = recorder }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            recorder.calls.append("willConnect")
            recorder.sceneStates["willConnect"] = scene.activationState
            self.session = session
            options = connectionOptions
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
        }
        func sceneWillEnterForeground(_ scene: UIScene) {
            recorder.calls.append("sceneWillEnterForeground")
            recorder.sceneStates["sceneWillEnterForeground"] = scene.activationState
        }
        func sceneWillResignActive(_ scene: UIScene) { recorder.calls.append("sceneWillResignActive") }
        func sceneDidDisconnect(_ scene: UIScene) {
            recorder.calls.append("sceneDidDisconnect")
            recorder.sceneStates["sceneDidDisconnect"] = scene.activationState
        }
        var openedContexts: Set<UIOpenURLContext> = []
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            recorder.calls.append("openURLContexts")
            openedContexts = URLContexts
        }
        func sceneDidEnterBackground(_ scene: UIScene) {
            recorder.calls.append("sceneDidEnterBackground")
            recorder.sceneStates["sceneDidEnterBackground"] = scene.activationState
        }
        func sceneDidBecomeActive(_ scene: UIScene) {
            recorder.calls.append("sceneDidBecomeActive")
            recorder.sceneStates["sceneDidBecomeActive"] = scene.activationState
            recorder.appStates["sceneDidBecomeActive"] = UIApplication.shared.applicationState
        }
    }

    @Test("A scene-based app hears its launch in Apple's documented order, and not the app delegate's state methods")
    func sceneLaunchOrder() {
        let recorder = Recorder()
        let harness = TransitionHarness(launching: AppDelegate(recorder), sceneDelegate: { SceneDelegate(recorder) })
        defer { harness.tearDown() }
        #expect(recorder.calls == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                   "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(recorder.appStates["willFinishLaunching"] == .inactive)
        #expect(recorder.appStates["didFinishLaunching"] == .inactive)
        #expect(recorder.sceneStates["willConnect"] == .unattached)
        #expect(recorder.sceneStates["sceneWillEnterForeground"] == .foregroundInactive)
        #expect(recorder.sceneStates["sceneDidBecomeActive"] == .foregroundActive)
        #expect(recorder.appStates["sceneDidBecomeActive"] == .active)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(harness.violations.isEmpty)
    }

    @Test("The scene delegate's window becomes key with its root controller's view loaded, in the scene")
    func sceneWindowBecomesKey() throws {
        let recorder = Recorder()
        let appDelegate = AppDelegate(recorder)
        var made: SceneDelegate?
        let harness = TransitionHarness(launching: appDelegate, sceneDelegate: {
            let delegate = SceneDelegate(recorder)
            made = delegate
            return delegate
        })
        defer { harness.tearDown() }
        let sceneDelegate = try #require(made)
        let window = try #require(sceneDelegate.window)
        #expect(harness.window === window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController === sceneDelegate.root)
        #expect(sceneDelegate.root.isViewLoaded)
        #expect(sceneDelegate.root.view.window === window)
        let scene = try #require(window.windowScene)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(scene.delegate === sceneDelegate)
        #expect(scene.session === sceneDelegate.session)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == SceneDelegate.self)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(UIApplication.shared.delegate === appDelegate)
        #expect(window.frame == UIScreen.main.bounds)
    }

    @Test("Without scenes, the app shows the delegate's window from didFinishLaunching and hears applicationDidBecomeActive")
    func windowAppLaunch() throws {
        let recorder = Recorder()
        let appDelegate = AppDelegate(recorder)
        appDelegate.makesWindow = true
        let harness = TransitionHarness(launching: appDelegate)
        defer { harness.tearDown() }
        #expect(recorder.calls == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        #expect(recorder.appStates["applicationDidBecomeActive"] == .active)
        let window = try #require(appDelegate.window)
        #expect(harness.window === window && window.isKeyWindow)
        #expect(window.rootViewController?.isViewLoaded == true)
        #expect(harness.violations.isEmpty)
    }

    @Test("A launch URL goes to application(_:open:options:) without scenes, only when both launch methods return true")
    func launchURLWithoutScenes() {
        let url = URL(string: "myapp://item/42")!
        let options: [UIApplication.LaunchOptionsKey: Any] = [.url: url, .sourceApplication: "com.example.source"]
        let recorder = Recorder()
        let opening = AppDelegate(recorder)
        opening.makesWindow = true
        let harness = TransitionHarness(launching: opening, launchOptions: options)
        #expect(recorder.calls == ["willFinishLaunching", "didFinishLaunching", "open", "applicationDidBecomeActive"])
        #expect(opening.openedURL == url)
        #expect(opening.openOptions[.sourceApplication] as? String == "com.example.source")
        #expect(opening.launchOptions?[.url] as? URL == url)
        harness.tearDown()

        let declining = AppDelegate(Recorder())
        declining.makesWindow = true
        declining.didFinishResult = false
        let second = TransitionHarness(launching: declining, launchOptions: options)
        defer { second.tearDown() }
        #expect(declining.recorder.calls == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        #expect(declining.openedURL == nil)
    }

    @Test("A scene-based app gets the launch URL in the connection options")
    func launchURLWithScenes() throws {
        let url = URL(string: "myapp://item/7")!
        let recorder = Recorder()
        var made: SceneDelegate?
        let harness = TransitionHarness(launching: AppDelegate(recorder),
                                        sceneDelegate: { let d = SceneDelegate(recorder); made = d; return d },
                                        launchOptions: [.url: url, .sourceApplication: "com.example.source"])
        defer { harness.tearDown() }
        let options = try #require(made?.options)
        #expect(options.urlContexts.map(\.url) == [url])
        #expect(options.urlContexts.first?.options.sourceApplication == "com.example.source")
        #expect(!recorder.calls.contains("open"))
    }

    @Test("Scene notifications come around the delegate calls; the app's didBecomeActive notification comes last")
    func notifications() {
        let recorder = Recorder()
        var observers: [NSObjectProtocol] = []
        for name in [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
                     UIScene.didActivateNotification, UIApplication.didFinishLaunchingNotification,
                     UIApplication.didBecomeActiveNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { recorder.calls.append(name) }
            })
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let harness = TransitionHarness(launching: AppDelegate(recorder), sceneDelegate: { SceneDelegate(recorder) })
        defer { harness.tearDown() }
        #expect(recorder.calls == ["willFinishLaunching", "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
                                   "configurationForConnecting", "UISceneWillConnectNotification", "willConnect",
                                   "sceneWillEnterForeground", "UISceneWillEnterForegroundNotification",
                                   "sceneDidBecomeActive", "UISceneDidActivateNotification",
                                   "UIApplicationDidBecomeActiveNotification"])
    }

    /// A delegate that implements nothing: every optional method takes UIKit's default.
    final class BareAppDelegate: UIResponder, UIApplicationDelegate {}
    final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {}

    @Test("Defaults: launch returns true, no window is kept, configuration comes from the scene manifest")
    func defaults() throws {
        let app = UIApplication.shared
        let bare = BareAppDelegate()
        #expect(bare.application(app, willFinishLaunchingWithOptions: nil))
        #expect(bare.application(app, didFinishLaunchingWithOptions: nil))
        let delegate: any UIApplicationDelegate = bare
        delegate.window = UIWindow(frame: .zero)
        #expect(delegate.window == nil)
        #expect(!bare.application(app, open: URL(string: "https://apple.com")!, options: [:]))
        #expect(bare.application(app, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)

        let harness = TransitionHarness(launching: bare, sceneDelegate: { BareSceneDelegate() })
        defer { harness.tearDown() }
        let scene = try #require(app.connectedScenes.first { $0.delegate is BareSceneDelegate })
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == BareSceneDelegate.self)
        #expect(scene.activationState == .foregroundActive)
        // The scene delegate made no window: the harness says so.
        #expect(harness.violations.contains { $0.contains("made no key, visible window") })
    }

    @Test("Tearing the harness down terminates the app; a memory warning reaches the app delegate")
    func terminateAndMemoryWarning() {
        let recorder = Recorder()
        let appDelegate = AppDelegate(recorder)
        appDelegate.makesWindow = true
        let harness = TransitionHarness(launching: appDelegate)
        UIApplication.shared.simulateMemoryWarning()
        harness.tearDown()
        #expect(recorder.calls.suffix(2) == ["memoryWarning", "applicationWillTerminate"])
        #expect(UIApplication.shared.delegate == nil)
    }

    final class PortraitAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            .portrait
        }
    }

    @Test("The app delegate's orientations bound rotation: a portrait-only app does not rotate, a default one does")
    func orientationsBoundRotation() {
        let landscape = CGSize(width: 844, height: 390)
        let portraitOnly = TransitionHarness(launching: PortraitAppDelegate())
        portraitOnly.window.transition(toSize: landscape, duration: 0)
        _ = portraitOnly.runUntilIdle()
        #expect(portraitOnly.window.bounds.size == CGSize(width: 390, height: 844))
        portraitOnly.tearDown()

        let appDelegate = AppDelegate(Recorder())
        appDelegate.makesWindow = true
        let rotating = TransitionHarness(launching: appDelegate)
        defer { rotating.tearDown() }
        rotating.window.transition(toSize: landscape, duration: 0)
        _ = rotating.runUntilIdle()
        #expect(rotating.window.bounds.size == landscape)
    }

    @Test("Leaving and returning: a scene-based app's scenes resign, enter the background, come back and reactivate")
    func sceneBackgroundAndForeground() {
        let recorder = Recorder()
        let harness = TransitionHarness(launching: AppDelegate(recorder), sceneDelegate: { SceneDelegate(recorder) })
        defer { harness.tearDown() }
        recorder.calls = []
        UIApplication.shared.simulateEnterBackground()
        #expect(recorder.calls == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(recorder.sceneStates["sceneDidEnterBackground"] == .background)
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.simulateEnterBackground()
        #expect(recorder.calls.count == 2, "already in the background: nothing more")
        recorder.calls = []
        UIApplication.shared.simulateEnterForeground()
        #expect(recorder.calls == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("Leaving and returning: an app without scenes hears the app delegate's state methods")
    func appBackgroundAndForeground() {
        let recorder = Recorder()
        let appDelegate = AppDelegate(recorder)
        appDelegate.makesWindow = true
        let harness = TransitionHarness(launching: appDelegate)
        defer { harness.tearDown() }
        recorder.calls = []
        UIApplication.shared.simulateEnterBackground()
        UIApplication.shared.simulateEnterForeground()
        #expect(recorder.calls == ["applicationWillResignActive", "applicationDidEnterBackground",
                                   "applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(recorder.appStates["applicationDidEnterBackground"] == .background)
    }

    @Test("UIApplicationMain cannot make a delegate from its class name on Linux: it says so and returns EXIT_FAILURE")
    func applicationMainReports() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "App.AppDelegate")
        #expect(status == EXIT_FAILURE)
        #expect(UIApplication.shared.delegate == nil)
    }

    final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var windowAtConnect: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            windowAtConnect = window
        }
    }

    @Test("With a storyboard in the configuration, UIKit makes the window before connecting and shows it after")
    func storyboardScene() throws {
        MediaClock.installVirtual()
        let storyboard = UIStoryboard(name: "Cards", bundle: try StoryboardFixtures.bundle(["Cards.storyboard": StoryboardFixtures.cards]))
        var made: StoryboardSceneDelegate?
        UIApplication.shared.launch(delegate: BareAppDelegate(), sceneManifest: [
            UIApplication.SceneManifestEntry(storyboard: storyboard) { let d = StoryboardSceneDelegate(); made = d; return d },
        ])
        defer { UIApplication.shared.terminateLaunchedApp() }
        let delegate = try #require(made)
        let window = try #require(delegate.window)
        #expect(delegate.windowAtConnect === window)
        #expect(window.rootViewController is CardListController)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.windowScene?.delegate === delegate)
    }

    @Test("A URL opened while the app runs goes to the scene delegate, or to the app delegate without scenes")
    func openURLWhileRunning() throws {
        let url = URL(string: "myapp://item/9")!
        let recorder = Recorder()
        var made: SceneDelegate?
        let harness = TransitionHarness(launching: AppDelegate(recorder),
                                        sceneDelegate: { let d = SceneDelegate(recorder); made = d; return d })
        #expect(UIApplication.shared.simulateOpenURL(url, sourceApplication: "com.example.source"))
        let delegate = try #require(made)
        #expect(delegate.openedContexts.map(\.url) == [url])
        #expect(delegate.openedContexts.first?.options.sourceApplication == "com.example.source")
        #expect(!recorder.calls.contains("open"))
        harness.tearDown()

        let appDelegate = AppDelegate(Recorder())
        appDelegate.makesWindow = true
        let second = TransitionHarness(launching: appDelegate)
        defer { second.tearDown() }
        #expect(UIApplication.shared.simulateOpenURL(url, sourceApplication: "com.example.source"))
        #expect(appDelegate.openedURL == url)
        #expect(appDelegate.openOptions[.sourceApplication] as? String == "com.example.source")
    }

    @Test("Destroying a scene's session: the scene resigns, enters the background, disconnects; the app delegate discards the session")
    func sceneSessionDestruction() throws {
        let recorder = Recorder()
        let appDelegate = AppDelegate(recorder)
        var made: SceneDelegate?
        let harness = TransitionHarness(launching: appDelegate, sceneDelegate: { let d = SceneDelegate(recorder); made = d; return d })
        defer { harness.tearDown() }
        let app = UIApplication.shared
        let window = try #require(made?.window)
        let scene = try #require(window.windowScene)
        let session = scene.session
        #expect(app.openSessions == [session])
        recorder.calls = []
        app.requestSceneSessionDestruction(session, options: nil)
        #expect(recorder.calls == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "didDiscardSceneSessions"])
        #expect(recorder.sceneStates["sceneDidDisconnect"] == .unattached)
        #expect(appDelegate.discarded == [session])
        #expect(app.openSessions.isEmpty && session.scene == nil)
        #expect(window.isHidden)

        var refused: (any Error)?
        app.requestSceneSessionDestruction(session, options: UISceneDestructionRequestOptions()) { refused = $0 }
        _ = harness.runUntilIdle()
        #expect((refused as NSError?)?.domain == "UISceneErrorDomain")
    }

    /// One object as both delegates, as some apps write it, without a window property.
    final class CombinedDelegate: UIResponder, UIApplicationDelegate, UIWindowSceneDelegate {}

    @Test("One object can be both the app's and the scene's delegate, with the defaults of each")
    func combinedDelegate() {
        let combined = CombinedDelegate()
        let asApp: any UIApplicationDelegate = combined
        let asScene: any UIWindowSceneDelegate = combined
        asScene.window = UIWindow(frame: .zero)
        #expect(asApp.window == nil && asScene.window == nil)
        #expect(combined.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    }
}
