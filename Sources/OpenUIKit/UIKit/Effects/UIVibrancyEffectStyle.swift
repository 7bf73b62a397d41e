import Foundation

/// How strongly vibrant content shows (`UIVibrancyEffectStyle`), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7

    /// The grey level Segue's vibrant content of this style adds to (over dark
    /// blurs) or takes from (over light ones) the colour of the blurred backdrop
    /// behind it (docs/FIDELITY.md): the stronger the style, the further from
    /// the backdrop's own colour.
    var level: CGFloat {
        switch self {
        case .label: return 0.6
        case .secondaryLabel: return 0.4
        case .tertiaryLabel: return 0.25
        case .quaternaryLabel: return 0.15
        case .fill: return 0.3
        case .secondaryFill: return 0.2
        case .tertiaryFill: return 0.12
        case .separator: return 0.2
        }
    }
}
