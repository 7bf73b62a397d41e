import Foundation

/// The device (`UIDevice.current`): a simulated iPhone.
///
/// `orientation` follows the simulated rotation: `.portrait` while the
/// screen (`UIScreen.main`, which `UIWindow.transition(toSize:duration:)`
/// changes) is taller than wide, `.landscapeLeft` otherwise (Segue's
/// choice: a size change does not say which way the device turned). While
/// `beginGeneratingDeviceOrientationNotifications()` is in effect a size
/// transition that flips the orientation posts
/// `orientationDidChangeNotification`. The idiom is `.pad` for an
/// iPad-sized screen (768 pt or more on both sides), `.phone` otherwise.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    private override init() { super.init() }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var localizedModel: String { name }
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour Segue follows.
    public var systemVersion: String { "18.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        UITraitCollection.environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale).userInterfaceIdiom
    }
    /// A stable identifier for this process.
    public let identifierForVendor: UUID? = UUID()

    public var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    private var orientationNotificationDepth = 0
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationDepth > 0 }
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationDepth += 1 }
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationDepth = max(orientationNotificationDepth - 1, 0)
    }

    /// Posts the orientation notification if the orientation changed and notifications are on.
    func orientationMayHaveChanged(from old: UIDeviceOrientation) {
        guard isGeneratingDeviceOrientationNotifications, orientation != old else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
