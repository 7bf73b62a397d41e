import Foundation

/// A view that shows an image (`UIImageView`).
///
/// The image becomes the layer's `contents` at the image's scale, and
/// `contentMode` becomes the layer's `contentsGravity`, so the renderer
/// places and scales the bitmap as UIKit does (`.scaleToFill` stretches,
/// `.scaleAspectFit` letterboxes, `.scaleAspectFill` crops when
/// `clipsToBounds` is set, the positional modes keep the image's size).
/// As in UIKit, user interaction is off by default and the intrinsic
/// content size is the image's size in points.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet { if image !== oldValue { imageDidChange() } }
    }

    /// The image shown while `isHighlighted` (the normal image when nil).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { imageDidChange() } }
    }

    /// Shows `highlightedImage` instead of `image` when set.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { imageDidChange() } }
    }

    /// The symbol configuration a symbol image is drawn with here, applied
    /// over the image's own (nil: the image's own). Bitmap images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if displayedImage?.isSymbolImage == true { imageDidChange() } }
    }

    /// Creates a view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()
    }

    /// Creates a view sized to `image` that shows `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.contentsGravity = Self.gravity(for: contentMode)
    }

    /// An image view from a storyboard or nib reads its images here
    /// (`image=`, `highlightedImage=`), so a subclass sees them after
    /// `super.init(coder:)`; a document states `userInteractionEnabled` itself.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.contentsGravity = Self.gravity(for: contentMode)
        if let document = coder as? InterfaceBuilderCoder {
            document.loader.decodeImageView(self, from: document.element)
        } else {
            isUserInteractionEnabled = false
        }
    }

    /// Template images are repainted in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { imageDidChange() }
    }

    open override var contentMode: UIView.ContentMode {
        didSet { layer.contentsGravity = Self.gravity(for: contentMode) }
    }

    /// The image's size in points; no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size in points (`.zero` without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    private var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, shown.isSymbolImage, let preferred = preferredSymbolConfiguration else { return shown }
        if let cached = configuredSymbol, cached.source === shown, cached.configuration === preferred { return cached.image }
        let configured = shown.withConfiguration(preferred)
        configuredSymbol = (shown, preferred, configured)
        return configured
    }

    /// The last symbol image drawn with `preferredSymbolConfiguration`.
    private var configuredSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

    private func imageDidChange() {
        let shown = displayedImage
        if let shown, shown.renderingMode == .alwaysTemplate, let bitmap = shown.cgImage {
            // A template: its alpha, painted in the tint colour.
            layer.contents = UIImage.tinted(bitmap, resolved(tintColor ?? .systemBlue))
        } else {
            layer.contents = shown?.cgImage
        }
        if let shown { layer.contentsScale = shown.scale }
        invalidateIntrinsicContentSize()
    }

    /// The layer gravity that draws like `mode` (`.redraw` stretches, as `.scaleToFill`).
    static func gravity(for mode: UIView.ContentMode) -> CALayerContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
