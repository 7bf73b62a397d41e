import Foundation

/// Where a bar is, for its look (`UIBarPosition`): a bar at the bottom
/// draws its hairline along its top edge, a bar at the top along its
/// bottom edge.
public enum UIBarPosition: Int, Sendable {
    /// Not specified.
    case any = 0
    /// At the bottom of its view (a toolbar above the home indicator).
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching up behind the status bar.
    case topAttached = 3
}
