import Foundation

/// The system's record of one scene: its role, configuration and identity,
/// which outlives the scene object itself (`UISceneSession`). UIKit makes
/// sessions; apps read them.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session holds (`UISceneSession.Role`); raw
    /// values are UIKit's.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive content on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Non-interactive content on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's scene while it is connected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration its scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to this session, stable for its life.
    public let persistentIdentifier: String
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
