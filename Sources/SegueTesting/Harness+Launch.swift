import Foundation
@_spi(SegueTesting) import OpenUIKit

extension TransitionHarness {
    /// Launches an app from its delegates as iOS does, and hosts the
    /// window it shows.
    ///
    /// ```swift
    /// let harness = TransitionHarness(launching: AppDelegate(), sceneDelegate: SceneDelegate.init)
    /// #expect(harness.window.rootViewController is ViewController)
    /// ```
    ///
    /// The harness installs its clock and screen, then launches: `appDelegate`
    /// becomes `UIApplication.shared.delegate` and hears
    /// `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`. With a
    /// `sceneDelegate`, the app has a scene manifest of one configuration,
    /// "Default Configuration" for `.windowApplication` whose delegate class
    /// is the scene delegate's (what Xcode's template puts in Info.plist):
    /// the app delegate is asked
    /// `application(_:configurationForConnecting:options:)`, the scene is
    /// made with that delegate, which hears `scene(_:willConnectTo:options:)`
    /// (where it makes its window with `UIWindow(windowScene:)`, sets the
    /// root view controller and calls `makeKeyAndVisible()`), then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    /// Without one, the app shows its window from
    /// `didFinishLaunchingWithOptions` (iOS 12 style) and hears
    /// `applicationDidBecomeActive(_:)`.
    ///
    /// `window` is the key window the app made. An app that made none is
    /// a violation; the harness then hosts an empty window. `tearDown()`
    /// terminates the app (`applicationWillTerminate(_:)`).
    ///
    /// Swift on Linux cannot make an object from its class alone, so the
    /// app delegate is passed as an object and the scene delegate as the
    /// function that makes it (`SceneDelegate.init`), where iOS reads
    /// their class names (docs/FIDELITY.md).
    ///
    /// - Parameters:
    ///   - appDelegate: the app's delegate.
    ///   - sceneDelegate: makes the scene delegate; nil for an app without scenes.
    ///   - launchOptions: the launch options (a `.url` to open at launch,
    ///     with `.sourceApplication`); nil for a launch from the Home Screen.
    ///   - size: the screen size in points (default 390 × 844, portrait iPhone).
    ///   - scale: the screen scale.
    ///   - frameRate: ticks per second of `advance(by:)` (default 120).
    ///   - fileID: where the harness is created (leave the defaults).
    ///   - filePath: the file's path, for tools that open it.
    ///   - line: the line of the call.
    ///   - column: the column of the call.
    public convenience init<AppDelegate: UIApplicationDelegate, SceneDelegate: UIWindowSceneDelegate>(
        launching appDelegate: AppDelegate,
        sceneDelegate: @escaping @MainActor () -> SceneDelegate,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3, frameRate: Double = 120,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(launching: appDelegate, manifest: [UIApplication.SceneManifestEntry(makeDelegate: sceneDelegate)],
                  launchOptions: launchOptions, size: size, scale: scale, frameRate: frameRate,
                  site: HarnessSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Launches an app without scenes (iOS 12 style): it makes its window
    /// in `application(_:didFinishLaunchingWithOptions:)`. See
    /// `init(launching:sceneDelegate:launchOptions:size:scale:frameRate:fileID:filePath:line:column:)`.
    public convenience init<AppDelegate: UIApplicationDelegate>(
        launching appDelegate: AppDelegate,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3, frameRate: Double = 120,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(launching: appDelegate, manifest: [], launchOptions: launchOptions,
                  size: size, scale: scale, frameRate: frameRate,
                  site: HarnessSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private convenience init(launching appDelegate: any UIApplicationDelegate,
                             manifest: [UIApplication.SceneManifestEntry],
                             launchOptions: [UIApplication.LaunchOptionsKey: Any]?,
                             size: CGSize, scale: CGFloat, frameRate: Double, site: HarnessSite) {
        var madeNoWindow = false
        self.init(size: size, scale: scale, frameRate: frameRate, site: site,
                  makeWindow: {
                      UIApplication.shared.launch(delegate: appDelegate, launchOptions: launchOptions,
                                                  sceneManifest: manifest)
                      if let key = UIWindow.keyWindow, !key.isHidden { return key }
                      madeNoWindow = true
                      return UIWindow(frame: CGRect(origin: .zero, size: size))
                  },
                  show: { _ in })
        launchedApp = true
        if madeNoWindow {
            recordViolation("the launched app made no key, visible window: \(Swift.type(of: appDelegate)) (or its scene delegate) should make one and call makeKeyAndVisible()")
        }
    }
}
