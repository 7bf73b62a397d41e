import Foundation

/// Segue's stand-in for the device's accessibility settings (Segue API,
/// not in UIKit): set them in a test to run code under Reduce Motion or
/// VoiceOver. A change posts UIKit's status notification.
@preconcurrency @MainActor
public enum SegueAccessibilitySettings {
    public static var isReduceMotionEnabled = false {
        didSet {
            guard oldValue != isReduceMotionEnabled else { return }
            MotionEffects.updateAll()
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    public static var isVoiceOverRunning = false {
        didSet {
            guard oldValue != isVoiceOverRunning else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// Sends VoiceOver's escape gesture as iOS does: to `element`, then up
    /// its responder chain until one returns true from
    /// `accessibilityPerformEscape()`. Returns whether one handled it.
    @discardableResult
    public static func performEscape(from element: UIResponder) -> Bool {
        sendUpChain(from: element) { $0.accessibilityPerformEscape() }
    }

    /// Sends VoiceOver's magic tap as iOS does: up the responder chain from
    /// `element` until one returns true from `accessibilityPerformMagicTap()`.
    @discardableResult
    public static func performMagicTap(from element: UIResponder) -> Bool {
        sendUpChain(from: element) { $0.accessibilityPerformMagicTap() }
    }

    /// Asks `element`, then each next responder, until `handles` returns true.
    private static func sendUpChain(from element: UIResponder, _ handles: (UIResponder) -> Bool) -> Bool {
        var responder: UIResponder? = element
        while let current = responder {
            if handles(current) { return true }
            responder = current.next
        }
        return false
    }

    /// Sends VoiceOver's double tap to `element`: `accessibilityActivate()`
    /// (when it returns false, VoiceOver would tap the element's centre; use
    /// the harness's tap for that). Returns what the element returned.
    @discardableResult
    public static func activate(_ element: UIResponder) -> Bool { element.accessibilityActivate() }

    /// VoiceOver's swipe up (`increment`) or down on an adjustable element.
    public static func adjust(_ element: UIResponder, increment: Bool) {
        if increment { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
    }

    /// The transition style UIKit's built-in modal animator uses for
    /// `style`: a cross-fade under Reduce Motion.
    static func builtinStyle(_ style: UIModalTransitionStyle) -> UIModalTransitionStyle {
        isReduceMotionEnabled ? .crossDissolve : style
    }
}
