import Foundation

/// The view that draws a `UIBackgroundConfiguration` for a cell, header,
/// footer or button (UIKit draws it with private views too).
///
/// Back to front, inside the background rectangle (the bounds inset by
/// `backgroundInsets`, plus the host's layout margins on
/// `edgesAddingLayoutMarginsToBackgroundInsets`): the fill colour, the
/// visual effect, the image, the custom view, all rounded by
/// `cornerRadius`; then the stroke, `strokeOutset` outside that rectangle.
@preconcurrency @MainActor
final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    private var effectView: UIVisualEffectView?
    private let imageView = UIImageView()
    private let stroke = UIView()
    private weak var installedCustomView: UIView?
    /// The view whose layout margins and tint colour the configuration uses.
    weak var host: UIView?

    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        imageView.clipsToBounds = true
        stroke.isUserInteractionEnabled = false
        addSubview(fill)
        addSubview(imageView)
        addSubview(stroke)
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    private var tint: UIColor { (host ?? self).tintColor ?? .systemBlue }

    private func apply() {
        let config = configuration
        let traits = traitCollection
        fill.backgroundColor = config.resolvedBackgroundColor(for: tint)
        fill.layer.cornerCurve = .continuous
        if let effect = config.visualEffect {
            let view = effectView ?? UIVisualEffectView(effect: effect)
            view.effect = effect
            view.clipsToBounds = true
            if view.superview !== self { insertSubview(view, aboveSubview: fill) }
            effectView = view
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        imageView.image = config.image
        imageView.contentMode = config.imageContentMode
        imageView.isHidden = config.image == nil
        if installedCustomView !== config.customView {
            if installedCustomView?.superview === self { installedCustomView?.removeFromSuperview() }
            if let custom = config.customView { insertSubview(custom, belowSubview: stroke) }
            installedCustomView = config.customView
        }
        stroke.isHidden = config.strokeWidth <= 0
        stroke.layer.borderWidth = config.strokeWidth
        stroke.layer.borderColor = config.resolvedStrokeColor(for: tint).resolvedColor(with: traits).cgColor
        stroke.layer.cornerCurve = .continuous
        setNeedsLayout()
    }

    /// The rectangle the fill covers in the bounds.
    var backgroundRect: CGRect {
        let config = configuration
        var insets = config.backgroundInsets
        if let host {
            let margins = host.directionalLayoutMargins
            let edges = config.edgesAddingLayoutMarginsToBackgroundInsets
            if edges.contains(.top) { insets.top += margins.top }
            if edges.contains(.leading) { insets.leading += margins.leading }
            if edges.contains(.bottom) { insets.bottom += margins.bottom }
            if edges.contains(.trailing) { insets.trailing += margins.trailing }
        }
        let b = bounds
        return CGRect(x: b.minX + insets.leading, y: b.minY + insets.top,
                      width: max(0, b.width - insets.leading - insets.trailing),
                      height: max(0, b.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rect = backgroundRect
        let radius = min(configuration.cornerRadius, min(rect.width, rect.height) / 2)
        for view in [fill, imageView, effectView, installedCustomView].compactMap({ $0 }) {
            view.frame = rect
            view.layer.cornerRadius = radius
        }
        installedCustomView?.clipsToBounds = radius > 0
        let outset = configuration.strokeOutset
        stroke.frame = rect.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = radius > 0 ? radius + outset : 0
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }
}
