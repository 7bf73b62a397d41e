import Foundation

/// The methods UIKit calls on the app's shared delegate as the app
/// launches, changes state, opens URLs and connects scenes
/// (`UIApplicationDelegate`).
///
/// UIKit declares every member `optional`; Swift has no optional
/// requirements without the Objective-C runtime, so each is a requirement
/// with a default implementation below that does what UIKit does when the
/// delegate lacks the method (docs/FIDELITY.md):
/// - `application(_:willFinishLaunchingWithOptions:)` and
///   `application(_:didFinishLaunchingWithOptions:)` return `true`;
/// - `window` reads `nil` and ignores writes (an app that uses the
///   delegate's window declares `var window: UIWindow?`, as Xcode's
///   templates do, which stores it);
/// - `application(_:configurationForConnecting:options:)` returns the
///   configuration the app's scene manifest (Info.plist's
///   `UIApplicationSceneManifest` on iOS) gives the session's role;
/// - `application(_:supportedInterfaceOrientationsFor:)` returns the
///   template's Info.plist orientations: `.all` on an iPad,
///   `.allButUpsideDown` on an iPhone;
/// - `application(_:open:options:)` returns `false`;
/// - the state-change methods do nothing.
///
/// An app hands its delegate class to `UIApplicationMain(_:_:_:_:)` (or
/// marks it `@main`); Segue's tests launch it with SegueTesting's
/// `TransitionHarness(launching:sceneDelegate:)`, which calls these
/// methods in UIKit's order (UIApplication+Launch.swift).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The window the app shows when it does not use scenes.
    var window: UIWindow? { get set }

    /// Launch has begun; state restoration has not run yet. Returning
    /// `false` when launched to open a URL means the URL is not opened.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is almost done: the app makes its interface here when it
    /// does not use scenes. Returning `false` when launched to open a URL
    /// means the URL is not opened.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to return to the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a low-memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration of the scene about to be made for
    /// `connectingSceneSession`.
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user discarded these scenes' sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Asks the app to open a URL (apps without scenes); returns whether it did.
    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The interface orientations the app supports in `window`.
    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    /// No window: UIKit's answer for a delegate that does not declare one.
    /// Writes are ignored; declare `var window: UIWindow?` to keep one.
    public var window: UIWindow? {
        get { nil }
        set {
            guard newValue != nil else { return }
            Log.uiKit.warning("\(type(of: self)) has no window property: declare `var window: UIWindow?` to keep the window (UIApplicationDelegate.window)")
        }
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// The scene manifest's configuration for the session's role (its
    /// first one), as UIKit reads Info.plist when the delegate lacks this
    /// method; a configuration without classes when the app has none.
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration.manifestConfiguration(for: connectingSceneSession.role)
            ?? UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func application(_ app: UIApplication, open url: URL,
                            options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }

    /// The orientations Xcode's iOS App template lists in Info.plist:
    /// all four on an iPad, all but upside down on an iPhone.
    public func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        UIApplication.defaultSupportedOrientations(for: window)
    }
}
