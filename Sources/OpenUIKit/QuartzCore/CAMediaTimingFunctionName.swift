import Foundation

/// The names of Core Animation's predefined timing curves
/// (`CAMediaTimingFunctionName`).
///
/// Control points, as documented for Core Animation:
///
/// | name | cp1 | cp2 |
/// |---|---|---|
/// | `linear` | (0, 0) | (1, 1) |
/// | `easeIn` | (0.42, 0) | (1, 1) |
/// | `easeOut` | (0, 0) | (0.58, 1) |
/// | `easeInEaseOut` | (0.42, 0) | (0.58, 1) |
/// | `default` | (0.25, 0.1) | (0.25, 1) |
///
/// `default` is the curve of implicit layer animations and of
/// `UICubicTimingParameters()`; `UIView.animate`'s default curve is
/// `easeInEaseOut`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the animation progresses evenly over its duration.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts slowly, accelerates through the middle, then slows down.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve (a gentle ease-in, stronger ease-out).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The Bézier control points `(c1x, c1y, c2x, c2y)` of a predefined curve,
    /// or nil for a name Core Animation does not define.
    var controlPoints: (Float, Float, Float, Float)? {
        switch rawValue {
        case "linear": return (0, 0, 1, 1)
        case "easeIn": return (0.42, 0, 1, 1)
        case "easeOut": return (0, 0, 0.58, 1)
        case "easeInEaseOut": return (0.42, 0, 0.58, 1)
        case "default": return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }
}
