import Foundation

/// Light or dark appearance (`UIUserInterfaceStyle`), with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
