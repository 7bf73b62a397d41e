import Foundation

/// One instance of an app's interface (`UIScene`). Segue makes one window
/// scene per window (`UIWindow.windowScene`); scenes are always in the
/// foreground and active.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// A scene's place in its lifecycle (`UIScene.ActivationState`); raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    public internal(set) var activationState: ActivationState = .foregroundActive
    public var title: String?

    override init() { super.init() }
}
