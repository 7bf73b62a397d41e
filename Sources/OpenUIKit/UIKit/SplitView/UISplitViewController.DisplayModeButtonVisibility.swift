import Foundation

extension UISplitViewController {
    /// Whether a column-style split view shows its display mode button
    /// (`UISplitViewController.DisplayModeButtonVisibility`, iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The split view controller decides (it shows the button).
        case automatic = 0
        /// The button is never shown.
        case never = 1
        /// The button is always shown.
        case always = 2
    }
}
