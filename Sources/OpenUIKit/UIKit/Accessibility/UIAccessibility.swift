import Foundation

/// The accessibility settings and notifications (`UIAccessibility`).
///
/// Linux has no accessibility settings: the values come from
/// `SegueAccessibilitySettings`, which tests set (posting UIKit's status
/// change notifications when a value changes). `post(notification:argument:)`
/// is recorded (`TransitionMonitor.Event.accessibilityNotification`, an
/// `.accessibilityNotification` timeline entry). With Reduce Motion on,
/// UIKit's built-in modal animations cross-fade instead of sliding or
/// flipping (docs/FIDELITY.md).
@preconcurrency @MainActor
public enum UIAccessibility {
    /// An accessibility notification to post (`UIAccessibility.Notification`).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)

        var name: String {
            switch self {
            case .screenChanged: return "screenChanged"
            case .layoutChanged: return "layoutChanged"
            case .announcement: return "announcement"
            case .pageScrolled: return "pageScrolled"
            default: return "notification(\(rawValue))"
            }
        }
    }

    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether Reduce Motion is on (`SegueAccessibilitySettings.isReduceMotionEnabled`).
    public static var isReduceMotionEnabled: Bool { SegueAccessibilitySettings.isReduceMotionEnabled }
    /// Whether VoiceOver is running (`SegueAccessibilitySettings.isVoiceOverRunning`).
    public static var isVoiceOverRunning: Bool { SegueAccessibilitySettings.isVoiceOverRunning }

    /// Whether Smart Invert (or Classic Invert) is on: always false, since
    /// Segue does not simulate inverted colours (FIDELITY.md).
    public static var isInvertColorsEnabled: Bool { false }

    /// Posts an accessibility notification; recorded, since no assistive
    /// technology listens on Linux.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        let detail = argument.map { " \(String(describing: $0))" } ?? ""
        TransitionMonitor.emit(.accessibilityNotification(notification.name + detail))
    }
}
