import Foundation

extension UISplitViewController {
    /// How the primary and supplementary columns share the space with the
    /// secondary one when shown (`UISplitViewController.SplitBehavior`, iOS 14).
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses for the space it has.
        case automatic = 0
        /// Side by side: the secondary narrows (`…BesideSecondary` display modes).
        case tile = 1
        /// Over the secondary, which keeps its full width (`…OverSecondary`).
        case overlay = 2
        /// Side by side, the secondary pushed partly off screen (`.twoDisplaceSecondary`).
        case displace = 3
    }
}
