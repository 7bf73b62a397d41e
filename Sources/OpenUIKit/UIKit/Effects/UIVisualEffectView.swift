import Foundation

/// A view that applies a visual effect to what lies behind it
/// (`UIVisualEffectView`): a `UIBlurEffect` blurs and tints the backdrop, a
/// `UIVibrancyEffect` makes `contentView`'s content vibrant. Put subviews in
/// `contentView`, not in the effect view itself (as UIKit requires).
///
/// The view holds, back to front, a backdrop view whose layer blurs what lies
/// behind it within its bounds (clipped by its corner radius: round the
/// effect view's `layer.cornerRadius` with `clipsToBounds`), a tint view, and
/// `contentView`. Setting `effect` sets the backdrop's blur radius
/// (`filters.gaussianBlur.inputRadius`) and the tint view's colour, both
/// animatable: inside `UIView.animate` or a `UIViewPropertyAnimator`, a change
/// from nil to a blur (or back) animates the blur progressively, as on iOS,
/// and scrubbing a paused animator's `fractionComplete` scrubs it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView
    let backdropView = UIView()
    let tintView = UIView()

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
        for view in [backdropView, tintView, contentView] {
            view.frame = bounds
            addSubview(view)
        }
        UIView.performWithoutAnimation { applyEffect() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backdropView, tintView, contentView] { view.frame = bounds }
    }

    /// The backdrop's blur, the tint and the content's opacity for `effect`.
    /// Without an effect the tint keeps its colour at alpha 0, so that fading
    /// a blur in or out changes the tint's alpha only.
    private func applyEffect() {
        var radius: CGFloat = 0
        var tint = (tintView.backgroundColor ?? .white).withAlphaComponent(0)
        var contentAlpha: CGFloat = 1
        switch effect {
        case let blur as UIBlurEffect:
            let look = blur.appearance
            radius = look.radius
            tint = UIColor(white: look.white, alpha: look.alpha)
        case let vibrancy as UIVibrancyEffect:
            contentAlpha = vibrancy.style.contentAlpha
        default:
            break
        }
        backdropView.layer.backdropBlurRadius = radius
        tintView.backgroundColor = tint
        contentView.alpha = contentAlpha
    }
}
