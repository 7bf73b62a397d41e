import Foundation

/// The shape of a `CAGradientLayer`'s gradient (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours vary along the axis from `startPoint` to `endPoint`; every line
    /// perpendicular to it has one colour (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary with the distance from `startPoint`, reaching the last
    /// stop on the ellipse through `endPoint` whose radii are the x and y
    /// distances from `startPoint` to `endPoint` (in the layer's bounds).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary with the angle about `startPoint`, clockwise on screen,
    /// from the direction of `endPoint` (location 0) round to it again (1).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
