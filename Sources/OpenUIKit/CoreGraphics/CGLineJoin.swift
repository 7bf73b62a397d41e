import Foundation

/// How stroked segments meet at a corner (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended to meet at a point, unless the miter
    /// would be longer than `miterLimit × lineWidth`; then a bevel (the default).
    case miter = 0
    /// A disc of diameter `lineWidth` centred on the corner.
    case round = 1
    /// The outer corners are joined by a straight line.
    case bevel = 2
}
