import Foundation

/// A spinning activity indicator (`UIActivityIndicatorView`), drawn as iOS
/// 13 and later draw it: eight rounded spokes in the indicator's `color`
/// (secondary label grey by default), each fainter than the one before,
/// turning a spoke at a time, eight steps a second (a full turn each
/// second), while animating. `.medium` is 20 pt, `.large` 37 pt.
///
/// Hidden when stopped if `hidesWhenStopped` (the default), as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (`UIActivityIndicatorView.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokes = 8

    private let spinner = CALayer()
    private var animating = false

    open var style: UIActivityIndicatorView.Style = .medium { didSet { rebuild() } }
    /// The spokes' colour (secondary label grey by default).
    open var color: UIColor! { didSet { rebuild() } }
    /// Whether the indicator hides itself when not animating (true).
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !animating } }
    open var isAnimating: Bool { animating }

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// 37 pt for `.large` (and the former `.whiteLarge`, raw value 0), 20 pt otherwise.
    static func size(for style: Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override var intrinsicContentSize: CGSize { Self.size(for: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    /// Starts turning (and shows the indicator).
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0..<Self.spokes).map { Double($0) * 2 * Double.pi / Double(Self.spokes) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "spin")
    }

    /// Stops turning (and hides the indicator if `hidesWhenStopped`).
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spinner.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.size(for: style)
        spinner.frame = CGRect(x: bounds.midX - side.width / 2, y: bounds.midY - side.height / 2, width: side.width, height: side.height)
    }

    /// Re-resolves the spokes' colour (a change of appearance calls it too).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    private func setUp() {
        isHidden = hidesWhenStopped
        layer.addSublayer(spinner)
        rebuild()
    }

    /// The spokes: rounded bars from 40 % to 100 % of the radius, the first
    /// opaque and each next one fainter.
    private func rebuild() {
        spinner.sublayers?.forEach { $0.removeFromSuperlayer() }
        let side = Self.size(for: style)
        spinner.bounds = CGRect(origin: .zero, size: side)
        let radius = side.width / 2
        let width = side.width * (style == .large ? 0.085 : 0.1)
        let resolvedColor = resolved(color ?? .secondaryLabel)
        for index in 0..<Self.spokes {
            let spoke = CALayer()
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: radius * 0.6)
            spoke.cornerRadius = width / 2
            spoke.backgroundColor = resolvedColor
            spoke.opacity = Float(1 - Double(index) / Double(Self.spokes) * 0.85)
            spoke.anchorPoint = CGPoint(x: 0.5, y: 0)
            spoke.position = CGPoint(x: radius, y: radius)
            // Spoke 0 points up; the others follow anticlockwise, so the bright one leads clockwise.
            spoke.transform = CATransform3DTranslate(CATransform3DMakeRotation(-CGFloat(index) * 2 * .pi / CGFloat(Self.spokes) + .pi, 0, 0, 1),
                                                     0, radius * 0.4, 0)
            spinner.addSublayer(spoke)
        }
        setNeedsLayout()
    }
}
