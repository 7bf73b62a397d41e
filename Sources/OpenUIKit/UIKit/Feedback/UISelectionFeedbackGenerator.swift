import Foundation

/// Haptics for a change of selection (`UISelectionFeedbackGenerator`),
/// recorded on Linux (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed tick.
    open func selectionChanged() { record("selectionChanged()") }
}
