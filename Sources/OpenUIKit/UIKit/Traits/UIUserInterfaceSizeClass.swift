import Foundation

/// A coarse size category for one axis of an interface (`UIUserInterfaceSizeClass`);
/// raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
