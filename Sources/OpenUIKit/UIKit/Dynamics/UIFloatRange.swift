import Foundation

/// A range of floating-point values (`UIFloatRange`, iOS 9): the travel of a
/// sliding attachment in points, or the turn of a pin attachment in radians.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range from 0 to 0 (`UIFloatRangeZero`).
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from −∞ to +∞ (`UIFloatRangeInfinite`).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    /// Whether both ends are infinite (`UIFloatRangeIsInfinite`).
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
