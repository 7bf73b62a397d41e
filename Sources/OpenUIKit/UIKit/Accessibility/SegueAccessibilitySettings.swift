import Foundation

/// Segue's stand-in for the device's accessibility settings (Segue API,
/// not in UIKit): set them in a test to run code under Reduce Motion or
/// VoiceOver. A change posts UIKit's status notification.
@preconcurrency @MainActor
public enum SegueAccessibilitySettings {
    public static var isReduceMotionEnabled = false {
        didSet {
            guard oldValue != isReduceMotionEnabled else { return }
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    public static var isVoiceOverRunning = false {
        didSet {
            guard oldValue != isVoiceOverRunning else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// The transition style UIKit's built-in modal animator uses for
    /// `style`: a cross-fade under Reduce Motion.
    static func builtinStyle(_ style: UIModalTransitionStyle) -> UIModalTransitionStyle {
        isReduceMotionEnabled ? .crossDissolve : style
    }
}
