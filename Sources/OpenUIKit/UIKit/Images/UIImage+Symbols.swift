import Foundation

/// SF Symbols (`UIImage(systemName:)`), drawn from Material Icons
/// (SymbolNames.swift, SymbolFont.swift).
///
/// **Geometry.** A symbol is drawn in a square image whose side is
/// `1.2 × pointSize × s`, `s` being 0.8 for `.small`, 1 for `.medium` (the
/// default) and 1.25 for `.large`: at the default 17 points an image is
/// 20.4 points square, about the size iOS gives a body-size symbol. The
/// icon fills the square as its em box. Images are made at the main
/// screen's scale.
///
/// **Weight.** Material Icons has one weight, Segue's `.regular`; heavier
/// weights thicken the outline (by 1.2 % of the square per step from
/// `.medium` to `.black`); lighter ones draw as `.regular`.
///
/// **Colour.** A symbol image is a template (`renderingMode
/// .alwaysTemplate`), painted in the tint of the view that shows it. A
/// configuration with a hierarchical or palette colour paints it in that
/// (the first palette colour: Material glyphs have one layer) as an
/// original-colour image.
///
/// An SF name Segue does not draw gives nil, as an unknown name does on
/// iOS, and logs that Segue has no drawing for it.
extension UIImage {
    /// The SF Symbol `name` at the default configuration, or nil.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` drawn for `configuration` (a symbol
    /// configuration; another configuration's traits only), or nil.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let material = SymbolNames.materialName(for: name) else {
            Log.uiKit.warning("UIImage(systemName: \"\(name)\"): Segue has no drawing for this symbol; nil, as for an unknown name")
            return nil
        }
        let symbol = (configuration as? SymbolConfiguration)
            ?? SymbolConfiguration(traitCollection: configuration?.traitCollection)
        let drawn = SymbolDrawing.draw(material, symbol)
        self.init(cgImage: drawn.image, scale: drawn.scale, orientation: .up, renderingMode: drawn.renderingMode)
        symbolSource = SymbolSource(name: name, configuration: symbol)
    }

    /// The SF Symbol `name` for `traitCollection`, or nil.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration(traitCollection: traitCollection))
    }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { symbolSource != nil }

    /// The symbol configuration the image was drawn with (nil for a bitmap image).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbolSource?.configuration }

    /// The configuration the image was made for.
    public var configuration: UIImage.Configuration? { symbolSource?.configuration }

    /// The same symbol drawn for this image's configuration with
    /// `configuration` applied; a bitmap image is returned as it is.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let source = symbolSource else { return self }
        return UIImage(systemName: source.name, withConfiguration: source.configuration.applying(configuration)) ?? self
    }

    /// The same symbol with `configuration` applied; nil for a bitmap image.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }
}

/// What a symbol image was made from.
final class SymbolSource: @unchecked Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration

    init(name: String, configuration: UIImage.SymbolConfiguration) {
        self.name = name
        self.configuration = configuration
    }
}

/// Draws a Material icon for a symbol configuration.
enum SymbolDrawing {
    /// The image side in points for a configuration (see `UIImage+Symbols.swift`).
    static func side(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        let factor: CGFloat
        switch configuration.resolvedScale {
        case .small: factor = 0.8
        case .large: factor = 1.25
        default: factor = 1
        }
        return 1.2 * configuration.resolvedPointSize * factor
    }

    /// The main screen's scale (3 off the main thread, Segue's default screen's).
    private static var mainScreenScale: CGFloat {
        Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
    }

    /// The extra outline width, as a fraction of the side, for a weight.
    static func thickening(for weight: UIImage.SymbolWeight) -> CGFloat {
        max(0, CGFloat(weight.rawValue - UIImage.SymbolWeight.regular.rawValue)) * 0.012
    }

    static func draw(_ material: String, _ configuration: UIImage.SymbolConfiguration)
        -> (image: CGImage, scale: CGFloat, renderingMode: UIImage.RenderingMode) {
        let scale = configuration.traitCollection?.displayScale ?? mainScreenScale
        let side = side(for: configuration)
        let pixels = max(1, Int((side * scale).rounded(.up)))
        let context = CGContext(width: pixels, height: pixels, ctm: .identity, opaque: false)
        let color = configuration.colors.first ?? .black
        context.setFillColor(color.cgColor)
        context.setStrokeColor(color.cgColor)
        if let (path, unitsPerEm, ascender) = SymbolFont.outline(ofIcon: material) {
            // Font units (y up, em box from ascender − em to ascender) to pixels (y down).
            let k = CGFloat(pixels) / unitsPerEm
            context.concatenate(CGAffineTransform(a: k, b: 0, c: 0, d: -k, tx: 0, ty: ascender * k))
            context.addPath(path)
            let extra = thickening(for: configuration.resolvedWeight) * unitsPerEm
            if extra > 0 {
                context.setLineWidth(extra)
                context.setLineJoin(.round)
                context.drawPath(using: .fillStroke)
            } else {
                context.fillPath()
            }
        } else {
            // No font: a placeholder, a rounded square outline.
            let inset = CGFloat(pixels) * 0.15
            let box = CGRect(x: inset, y: inset, width: CGFloat(pixels) - 2 * inset, height: CGFloat(pixels) - 2 * inset)
            let outline = CGMutablePath()
            outline.addRoundedRect(in: box, cornerWidth: inset, cornerHeight: inset)
            context.addPath(outline)
            context.setLineWidth(max(1, CGFloat(pixels) * 0.06))
            context.strokePath()
        }
        let image = context.makeImage() ?? UIImage.transparentPixel
        return (image, scale, configuration.colors.isEmpty ? .alwaysTemplate : .alwaysOriginal)
    }
}
