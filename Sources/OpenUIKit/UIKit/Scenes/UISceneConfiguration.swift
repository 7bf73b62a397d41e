import Foundation

/// The classes (and storyboard) UIKit uses to make a scene
/// (`UISceneConfiguration`).
///
/// On iOS the configurations come from Info.plist's
/// `UIApplicationSceneManifest`; `init(name:sessionRole:)` fills in the
/// classes of the manifest entry with that name and role. Segue has no
/// Info.plist: the launcher installs the manifest (SegueTesting's
/// `TransitionHarness(launching:sceneDelegate:)`). A scene delegate class
/// set here must be one the manifest knows how to make, since Swift on
/// Linux cannot instantiate a class from its metatype without a `required`
/// initializer (docs/FIDELITY.md).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's app-specific name (`UISceneConfigurationName`).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene class to make (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate (none when nil).
    open var delegateClass: AnyClass?
    /// The storyboard holding the scene's initial view controller.
    open var storyboard: UIStoryboard?

    /// A configuration for `sessionRole`; when the app's scene manifest has
    /// an entry with this name and role, its scene class, delegate class
    /// and storyboard are filled in, as UIKit does from Info.plist.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let name, let entry = Self.manifest.first(where: { $0.name == name && $0.role == sessionRole }) {
            sceneClass = entry.sceneClass
            delegateClass = entry.delegateClass
            storyboard = entry.storyboard
        }
    }

    // MARK: The scene manifest (Info.plist's UIApplicationSceneManifest)

    /// One scene configuration of the app's manifest, with the means to
    /// make its delegate.
    struct ManifestEntry {
        var name: String?
        var role: UISceneSession.Role
        var sceneClass: AnyClass?
        var delegateClass: AnyClass?
        var storyboard: UIStoryboard?
        var makeDelegate: (@MainActor () -> any UISceneDelegate)?
    }

    /// The launched app's manifest (empty: the app does not use scenes).
    static var manifest: [ManifestEntry] = []

    /// The manifest's default configuration for `role`: its first entry.
    static func manifestConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration? {
        guard let entry = manifest.first(where: { $0.role == role }) else { return nil }
        let configuration = UISceneConfiguration(name: entry.name, sessionRole: role)
        configuration.sceneClass = entry.sceneClass
        configuration.delegateClass = entry.delegateClass
        configuration.storyboard = entry.storyboard
        return configuration
    }
}
