import Foundation

extension UISplitViewController {
    /// How the split view controller arranges its columns in a horizontally
    /// regular environment (`UISplitViewController.DisplayMode`).
    ///
    /// `.secondaryOnly` shows the secondary column alone; the `…Beside…`
    /// modes tile columns side by side; the `…Over…` modes lay the
    /// primary (and supplementary) column over a full-width secondary;
    /// `.twoDisplaceSecondary` shows all three, pushing the secondary
    /// partly off screen. A double-column or classic interface uses only
    /// `.secondaryOnly`, `.oneBesideSecondary` and `.oneOverSecondary`.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses the mode for the space it has.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (primary; supplementary in a triple-column interface) beside the secondary.
        case oneBesideSecondary = 2
        /// One column laid over the full-width secondary.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// Primary and supplementary laid over the full-width secondary.
        case twoOverSecondary = 5
        /// Primary and supplementary beside a secondary pushed partly off screen.
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly`.
        @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `.oneBesideSecondary`.
        @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `.oneOverSecondary`.
        @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
