import Foundation

/// The app object (`UIApplication.shared`): its windows and scenes, state,
/// and the requests an app makes of the system.
///
/// Segue runs one process-wide app, launched from its delegate as iOS
/// launches it (UIApplication+Launch.swift) and active once launched. `open(_:…)` records
/// the URL (a `TransitionMonitor.Event.openURL` event, an `.openURL`
/// timeline entry) and reports success on the next run-loop turn; there is
/// no system to open it. `beginIgnoringInteractionEvents()` keeps UIKit's
/// nesting count but, as the deprecated API it is, changes no delivery
/// (docs/FIDELITY.md).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's lifecycle state; raw values are UIKit's.
    public enum State: Int, Sendable {
        case active = 0, inactive = 1, background = 2
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app.
    public static let shared = UIApplication()

    private override init() { super.init() }

    /// Every window made so far that is still alive (weakly held).
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    static func register(_ window: UIWindow) {
        shared.windowRefs.removeAll { $0.window == nil }
        shared.windowRefs.append(WeakWindow(window: window))
    }

    /// The app's live windows, back to front: by `windowLevel`, and in
    /// creation order within a level.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] {
        liveWindows.enumerated().sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }.map(\.element)
    }

    var liveWindows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The key window.
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? { UIWindow.keyWindow }

    /// The app's delegate. The application does not keep it (a weak
    /// reference); the launch does (`UIApplicationMain`).
    public weak var delegate: (any UIApplicationDelegate)?

    /// The scenes the launch connected and those of the app's visible windows.
    public var connectedScenes: Set<UIScene> {
        Set(launchedScenes).union(liveWindows.filter { !$0.isHidden }.compactMap { $0.windowScene as UIScene? })
    }

    // MARK: Status bar (deprecated in iOS 13; read from the key window's scene, as on iOS)

    private var keyScene: UIWindowScene? { UIWindow.keyWindow?.windowScene }

    /// The status bar's frame: the key window scene's
    /// `statusBarManager.statusBarFrame` (zero while the status bar is
    /// hidden or there is no key window).
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { keyScene?.statusBarManager?.statusBarFrame ?? .zero }

    /// Whether the status bar is hidden, as the key window scene's
    /// `statusBarManager` reports it.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { keyScene?.statusBarManager?.isStatusBarHidden ?? false }

    /// The status bar's style, as the key window scene's `statusBarManager`
    /// reports it.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle { keyScene?.statusBarManager?.statusBarStyle ?? .default }

    /// The interface orientation of the key window's scene.
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { keyScene?.interfaceOrientation ?? .portrait }

    /// The app's state: `.inactive` while it launches, then `.active`
    /// (Segue has no background, docs/FIDELITY.md).
    public internal(set) var applicationState: State = .active

    /// Whether the screen may dim while idle (recorded; Segue has no idle timer).
    public var isIdleTimerDisabled = false

    private var ignoringDepth = 0

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        guard ignoringDepth > 0 else {
            Log.uiKit.warning("-[UIApplication endIgnoringInteractionEvents] called without matching -beginIgnoringInteractionEvents. Ignoring.")
            return
        }
        ignoringDepth -= 1
    }

    /// Asks the system to open `url`: recorded, and `completion` runs with
    /// `true` on the next run-loop turn.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        TransitionMonitor.emit(.openURL(url.absoluteString))
        if let completion { AnimationEngine.shared.async { completion(true) } }
    }

    /// Whether a URL could be opened: web and mail URLs can.
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms"].contains(url.scheme?.lowercased() ?? "")
    }
}
