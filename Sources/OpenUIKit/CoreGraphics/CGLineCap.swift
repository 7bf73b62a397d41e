import Foundation

/// How the ends of an open stroked subpath are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end point (the default).
    case butt = 0
    /// A half-disc of diameter `lineWidth` centred on the end point.
    case round = 1
    /// The stroke goes on past the end point by half the line width.
    case square = 2
}
