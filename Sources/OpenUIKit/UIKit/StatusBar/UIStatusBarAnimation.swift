import Foundation

/// How the status bar animates when it is shown or hidden (`UIStatusBarAnimation`); raw values are UIKit's.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
