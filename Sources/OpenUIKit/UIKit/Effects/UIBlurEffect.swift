import Foundation

/// A blur of the content behind a `UIVisualEffectView`, tinted by its style
/// (`UIBlurEffect`).
///
/// Apple documents the styles' intent, not their numbers; the radius and
/// tint of each style here are estimates from iOS's appearance, listed in
/// docs/FIDELITY.md: a Gaussian blur (radius in points, as Core Animation's
/// `filters.gaussianBlur.inputRadius`) and a tint colour laid over it.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles (`UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
        case systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with (private in UIKit too).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Blur radius (points) and tint (white level, alpha) of each style.
    /// `UIBlurEffect` resolves the adaptive styles (`.regular`,
    /// `.prominent`, the unsuffixed materials) for the light appearance.
    var appearance: (radius: CGFloat, white: CGFloat, alpha: CGFloat) {
        switch style {
        case .extraLight: return (20, 0.97, 0.8)
        case .light, .regular: return (30, 1, 0.3)
        case .prominent: return (30, 1, 0.6)
        case .dark: return (20, 0.11, 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (15, 1, 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return (20, 1, 0.55)
        case .systemMaterial, .systemMaterialLight: return (25, 1, 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: return (30, 1, 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight: return (25, 0.97, 0.75)
        case .systemUltraThinMaterialDark: return (15, 0.1, 0.4)
        case .systemThinMaterialDark: return (20, 0.1, 0.55)
        case .systemMaterialDark: return (25, 0.1, 0.7)
        case .systemThickMaterialDark: return (30, 0.1, 0.85)
        case .systemChromeMaterialDark: return (25, 0.12, 0.75)
        }
    }
}
