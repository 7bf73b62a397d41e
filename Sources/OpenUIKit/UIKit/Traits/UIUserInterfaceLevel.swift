import Foundation

/// The visual level of content (`UIUserInterfaceLevel`): the base level, or
/// elevated (a sheet or popover above it), with UIKit's raw values.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
