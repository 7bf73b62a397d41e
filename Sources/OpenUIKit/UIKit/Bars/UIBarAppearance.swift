import Foundation

/// The look of a bar's background and shadow (`UIBarAppearance`, iOS 13),
/// the base of `UINavigationBarAppearance` and `UITabBarAppearance`.
///
/// A new appearance has the default background (`configureWithDefaultBackground()`).
/// Bars draw the appearance they are given: `backgroundImage` if set, else
/// `backgroundColor`, else the system's translucent bar material when
/// `backgroundEffect` is set; a hairline of `shadowColor` (or
/// `shadowImage`) along the edge that faces the content. The colours the
/// three `configure…` methods choose are recorded in docs/FIDELITY.md.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The device idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the background colour and image; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The background colour, drawn above the effect; nil for none.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour, as `backgroundImageContentMode` says.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the bar's shadow hairline; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image for the shadow, tinted by `shadowColor` when it is a template image.
    open var shadowImage: UIImage?

    /// An appearance with the default background, for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the default background, for the current device.
    public convenience override init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's translucent bar: its material, no colour, the standard hairline.
    open func configureWithDefaultBackground() {
        resetBackground()
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.standardShadowColor
    }

    /// An opaque bar in the current theme's background colour, with the standard hairline.
    open func configureWithOpaqueBackground() {
        resetBackground()
        backgroundColor = .systemBackground
        shadowColor = Self.standardShadowColor
    }

    /// No background and no shadow: the content shows through the bar.
    open func configureWithTransparentBackground() {
        resetBackground()
    }

    /// A copy of the appearance (`NSCopying`); subclasses copy their own properties too.
    open func copy(with zone: NSZone? = nil) -> Any { UIBarAppearance(barAppearance: self) }

    /// The hairline colour of the default and opaque configurations.
    static let standardShadowColor = UIColor(white: 0, alpha: 0.3)

    private func resetBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    // MARK: Drawing (used by the bars)

    /// The colour a bar fills its background with: the colour over the
    /// material (which Segue draws as the translucent bar colour), or clear.
    var resolvedBackgroundColor: UIColor? {
        if let backgroundColor { return backgroundColor }
        return backgroundEffect != nil ? UIColor.barBackground.withAlphaComponent(UINavigationBar.translucentAlpha) : nil
    }

    /// The hairline's colour; nil when the appearance has no shadow.
    var resolvedShadowColor: UIColor? {
        guard let shadowColor, shadowColor.cgColor.alpha > 0 else { return nil }
        return shadowColor
    }
}
