import Foundation

/// One instance of an app's interface (`UIScene`).
///
/// A launched app's scenes are made by the system from their session's
/// configuration (UIApplication+Launch.swift) and move through their
/// activation states as UIKit documents. A window no scene owns gets a
/// window scene of its own on first access (`UIWindow.windowScene`),
/// always in the foreground and active (docs/FIDELITY.md).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// A scene's place in its lifecycle (`UIScene.ActivationState`); raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Posted (object: the scene) just before the delegate hears `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is removed from the app.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign the active state.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    public internal(set) var activationState: ActivationState = .foregroundActive
    public var title: String?
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate. A scene keeps its delegate (a strong
    /// reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?

    /// A scene for `session`. UIKit makes scenes; apps do not.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}
