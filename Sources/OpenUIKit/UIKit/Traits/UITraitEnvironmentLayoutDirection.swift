import Foundation

/// The layout direction a trait collection carries
/// (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

extension UITraitCollection {
    /// The layout direction of the environment: Segue's apps run in a
    /// left-to-right language (docs/FIDELITY.md), so this is `.leftToRight`.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        UIApplication.applicationLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
