import Foundation

/// Which points a filled path covers (`CGPathFillRule`).
///
/// A ray from the point to infinity crosses the path's edges; each edge
/// drawn upwards counts +1 and each drawn downwards −1. Under `.winding`
/// (nonzero) the point is inside when the sum is not zero; under `.evenOdd`
/// when the number of crossings is odd.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
