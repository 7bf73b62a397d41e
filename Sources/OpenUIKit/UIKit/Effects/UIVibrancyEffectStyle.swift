import Foundation

/// How strongly vibrant content shows (`UIVibrancyEffectStyle`), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7

    /// The opacity Segue gives the content of a vibrancy effect view of this
    /// style (docs/FIDELITY.md).
    var contentAlpha: CGFloat {
        switch self {
        case .label: return 0.85
        case .secondaryLabel: return 0.6
        case .tertiaryLabel: return 0.4
        case .quaternaryLabel: return 0.25
        case .fill: return 0.5
        case .secondaryFill: return 0.35
        case .tertiaryFill: return 0.25
        case .separator: return 0.3
        }
    }
}
