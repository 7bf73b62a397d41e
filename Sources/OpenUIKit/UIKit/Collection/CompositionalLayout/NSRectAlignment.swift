import Foundation

/// Where a boundary supplementary item sits against its section or layout
/// (`NSRectAlignment`); leading is left here.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8
}
