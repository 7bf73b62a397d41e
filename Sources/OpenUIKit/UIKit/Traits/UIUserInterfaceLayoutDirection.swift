import Foundation

/// The direction of the user interface's layout (`UIUserInterfaceLayoutDirection`):
/// left-to-right for languages such as English, right-to-left for Arabic
/// or Hebrew.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
