import Testing
import UIKit
import SegueTesting

// An app delegate and scene delegate written the way Xcode's iOS App
// template lays them out (UIKit lifecycle, no storyboard): the app
// delegate returns the "Default Configuration" for connecting scenes, the
// scene delegate makes its window from the window scene in
// scene(_:willConnectTo:options:). On iOS the app delegate carries `@main`;
// the harness launches it instead (a test target has its own entry point).

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var discarded: Set<UISceneSession> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Customisation after launch goes here.
        return true
    }

    // MARK: UISceneSession lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // The configuration UIKit uses to make the new scene.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded.formUnion(sceneSessions)
    }
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var log: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: TemplateViewController())
        window?.makeKeyAndVisible()
        log.append("connect")
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("background") }
}

final class TemplateViewController: UIViewController {
    private(set) var appeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Home"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}

@MainActor @Test(.transitionHarness) func xcodeTemplateAppLaunchesIntoItsNavigationController() throws {
    var sceneDelegate: TemplateSceneDelegate?
    let harness = TransitionHarness(launching: TemplateAppDelegate(), sceneDelegate: {
        let delegate = TemplateSceneDelegate()
        sceneDelegate = delegate
        return delegate
    })
    defer { harness.tearDown() }
    let delegate = try #require(sceneDelegate)
    #expect(delegate.log == ["connect", "foreground", "active"])
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    let home = try #require(navigation.topViewController as? TemplateViewController)
    #expect(harness.window === delegate.window && harness.window.isKeyWindow)
    #expect(home.appeared && home.title == "Home")
    #expect(home.view.window === harness.window)
    #expect(UIApplication.shared.delegate is TemplateAppDelegate)
    #expect(harness.violations.isEmpty)
}
