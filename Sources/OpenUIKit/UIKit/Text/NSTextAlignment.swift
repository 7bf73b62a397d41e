import Foundation

/// Horizontal alignment of text (`NSTextAlignment`), with UIKit's raw values.
/// Segue lays text out left to right, so `.natural` is `.left`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Lines of a paragraph except its last are stretched to the full width
    /// by widening the spaces between words.
    case justified = 3
    case natural = 4
}
