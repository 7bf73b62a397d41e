import Foundation

/// How a view's content relates to the layout direction
/// (`UISemanticContentAttribute`): whether it flips in a right-to-left
/// language (`.unspecified`), never flips (`.playback` for media controls,
/// `.spatial` for directional controls) or is forced one way.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
