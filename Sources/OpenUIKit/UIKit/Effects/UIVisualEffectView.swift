import Foundation

/// A view that applies a visual effect to what lies behind it
/// (`UIVisualEffectView`): a `UIBlurEffect` blurs and tints the backdrop, a
/// `UIVibrancyEffect` makes `contentView`'s content vibrant (drawn in colours
/// taken from what lies behind it). Put subviews in `contentView`, not in the
/// effect view itself (as UIKit requires).
///
/// The view holds, back to front, a backdrop view whose layer blurs what lies
/// behind it within its bounds (clipped by its corner radius: round the
/// effect view's `layer.cornerRadius` with `clipsToBounds`) and lays the
/// style's tint, its background colour, over the blur (one layer, as a
/// backdrop layer's filters are on iOS; the renderer draws both in one pass),
/// and `contentView`. Setting `effect` sets the backdrop's blur radius
/// (`filters.gaussianBlur.inputRadius`) and its tint colour, both
/// animatable: inside `UIView.animate` or a `UIViewPropertyAnimator`, a change
/// from nil to a blur (or back) animates the blur progressively, as on iOS,
/// and scrubbing a paused animator's `fractionComplete` scrubs it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView
    /// Blurs what lies behind the effect view; its background colour is the tint.
    let backdropView = UIView()

    /// The effect applied (nil: none). Animatable.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUp()
    }

    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        for view in [backdropView, contentView] {
            view.frame = bounds
            addSubview(view)
        }
        UIView.performWithoutAnimation { applyEffect() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backdropView, contentView] { view.frame = bounds }
    }

    /// The backdrop's blur, the tint and the content's vibrancy for `effect`.
    /// Without an effect the tint keeps its colour at alpha 0, so that fading
    /// a blur in or out changes the tint's alpha only.
    private func applyEffect() {
        var radius: CGFloat = 0
        var tint = (backdropView.backgroundColor ?? .white).withAlphaComponent(0)
        var vibrancy: CGFloat = 0
        switch effect {
        case let blur as UIBlurEffect:
            let look = blur.appearance
            radius = look.radius
            tint = UIColor(white: look.white, alpha: look.alpha)
        case let vibrant as UIVibrancyEffect:
            vibrancy = vibrant.vibrancy
        default:
            break
        }
        backdropView.layer.backdropBlurRadius = radius
        backdropView.backgroundColor = tint
        contentView.layer.vibrancy = vibrancy
    }
}
