import Foundation

/// A progress bar (`UIProgressView`), drawn as iOS 13 and later draw it: a
/// track the view's width, 4 pt high with round ends in the `.default` style
/// (2.5 pt and square in `.bar`), filled from the leading end to `progress`
/// of its width in `progressTintColor` (the tint colour by default) over
/// `trackTintColor` (a light grey fill by default; clear-ish in `.bar`).
///
/// `progress` is clamped to 0...1. `setProgress(_:animated:)` with
/// `animated: true` grows or shrinks the fill over 0.25 s through UIView
/// animation, as UIKit does. A progress view is not a control: it sends no
/// events and ignores touches.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look (`UIProgressView.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard progress view.
        case `default` = 0
        /// The thinner bar style used in a toolbar.
        case bar = 1
    }

    static let defaultHeight: CGFloat = 4
    static let barHeight: CGFloat = 2.5
    static let animationDuration: TimeInterval = 0.25

    private let track = UIImageView()
    private let fill = UIImageView()
    private var progressStorage: Float = 0

    /// The style (`.default` unless made with `init(progressViewStyle:)`).
    open var progressViewStyle: UIProgressView.Style = .default {
        didSet { invalidateIntrinsicContentSize(); layoutParts(); updateColors() }
    }

    /// The fraction done, 0...1 (0 by default); set values are clamped, without animation.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The unfilled track's colour (nil: a light grey fill).
    open var trackTintColor: UIColor? { didSet { updateColors() } }
    /// An image drawn, stretched, as the fill instead of the tint.
    open var progressImage: UIImage? { didSet { updateColors() } }
    /// An image drawn, stretched, as the track instead of the tint.
    open var trackImage: UIImage? { didSet { updateColors() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A progress view of `style`, sized to its style's height.
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        bounds.size = sizeThatFits(.zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if coder.containsValue(forKey: "progressViewStyle"),
           let style = Style(rawValue: coder.decodeInteger(forKey: "progressViewStyle")) { progressViewStyle = style }
        if coder.containsValue(forKey: "progress") { progress = coder.decodeFloat(forKey: "progress") }
    }

    /// Sets `progress`, clamped to 0...1; animated, the fill moves over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutParts() }, completion: nil)
        } else {
            layoutParts()
        }
    }

    /// The style's height: 4 pt (`.default`) or 2.5 pt (`.bar`); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: styleHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: styleHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private var styleHeight: CGFloat { progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight }

    private func setUp() {
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            part.clipsToBounds = true
            addSubview(part)
        }
        isUserInteractionEnabled = false
        layoutParts()
        updateColors()
    }

    /// The track fills the bounds; the fill covers `progress` of its width from the leading end.
    private func layoutParts() {
        track.frame = bounds
        fill.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    private func updateColors() {
        track.image = trackImage
        fill.image = progressImage
        track.contentMode = .scaleToFill
        fill.contentMode = .scaleToFill
        let defaultTrack = progressViewStyle == .bar
            ? UIColor.dynamic(light: .rgb(229, 229, 234, 0.5), dark: .rgb(58, 58, 60, 0.5))
            : UIColor.dynamic(light: .rgb(229, 229, 234), dark: .rgb(58, 58, 60))
        track.backgroundColor = trackImage == nil ? (trackTintColor ?? defaultTrack) : nil
        fill.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
    }
}
