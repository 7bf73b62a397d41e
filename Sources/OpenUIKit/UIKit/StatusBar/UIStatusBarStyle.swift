import Foundation

/// The look of the status bar's text and glyphs (`UIStatusBarStyle`); raw values are UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the interface style: dark content in light mode (Segue is always light).
    case `default` = 0
    /// Light text, for dark backgrounds.
    case lightContent = 1
    /// Dark text, for light backgrounds.
    case darkContent = 3
}
