import Foundation

/// Haptics for a task's outcome (`UINotificationFeedbackGenerator`),
/// recorded on Linux (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome; raw values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notificationOccurred(\(notificationType))")
    }
}
