import Foundation

/// An effect that lets the blurred backdrop show through content placed in a
/// `UIVisualEffectView`'s `contentView` (`UIVibrancyEffect`). Used in the
/// content view of a blur effect view, with the same blur effect.
///
/// As on iOS, vibrant content takes its colour from the blurred backdrop behind
/// it: only the content's alpha is used, as a mask through which the backdrop
/// is shown brightened (over a dark blur style) or darkened (over a light one)
/// by the style's level (`UIVibrancyEffectStyle`); the content's own colours
/// are ignored. iOS's exact colour filter is private: see docs/FIDELITY.md.
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

    /// The content layer's vibrancy (`CALayer.vibrancy`): the style's level, added to
    /// the backdrop's colour over a dark blur (a tint darker than mid-grey), taken from
    /// it over a light one.
    var vibrancy: CGFloat {
        blurEffect.appearance.white < 0.5 ? style.level : -style.level
    }
}
