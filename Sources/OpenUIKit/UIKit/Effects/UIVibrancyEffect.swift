import Foundation

/// An effect that lets the blurred backdrop show through content placed in a
/// `UIVisualEffectView`'s `contentView` (`UIVibrancyEffect`). Used in the
/// content view of a blur effect view, with the same blur effect.
///
/// Segue draws vibrant content with the style's opacity over the blur
/// (`UIVibrancyEffectStyle`; iOS blends it with the backdrop's colours in a
/// private filter): see docs/FIDELITY.md.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur effect the vibrancy is made for.
    let blurEffect: UIBlurEffect
    /// The vibrancy style (`.label` for `init(blurEffect:)`).
    let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = .label
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
