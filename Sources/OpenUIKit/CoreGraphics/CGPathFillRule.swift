import Foundation

/// How overlapping subpaths combine when a path is filled (`CGPathFillRule`).
/// Segue's path elements are closed shapes: under `.winding` the fill is
/// their union, under `.evenOdd` a point is inside when an odd number of
/// elements contain it.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
