import Foundation

extension UIImage {
    /// How a symbol image is drawn (`UIImage.SymbolConfiguration`): its
    /// point size (or the text style whose size it takes), weight, scale
    /// and colours. A configuration specifies some of these; `applying(_:)`
    /// combines two, the other's specified values winning.
    ///
    /// A symbol is drawn for text of `pointSize` points (17, the body
    /// style's size, when nothing says otherwise), at the scale's size
    /// relative to that text (UIImage+Symbols.swift gives the geometry).
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size, or 0 when unspecified.
        let pointSize: CGFloat
        let weight: UIImage.SymbolWeight
        let scale: UIImage.SymbolScale
        let textStyle: UIFont.TextStyle?
        /// The colours: one for hierarchical rendering, several for palette rendering.
        let colors: [UIColor]
        let isHierarchical: Bool
        let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: UIImage.SymbolWeight = .unspecified, scale: UIImage.SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, colors: [UIColor] = [], isHierarchical: Bool = false,
             prefersMulticolor: Bool = false, traitCollection: UITraitCollection? = nil) {
            let validSize = pointSize.isFinite && pointSize >= 0
            if !validSize { Log.uiKit.warning("UIImage.SymbolConfiguration: ignoring point size \(pointSize)") }
            self.pointSize = validSize ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.colors = colors
            self.isHierarchical = isHierarchical
            self.prefersMulticolor = prefersMulticolor
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that specifies nothing.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// The size (and, as the style's font has, the weight) of a text style.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// The size and weight of `font` (Segue's faces are regular or bold).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: font.fontName.contains("Bold") ? .bold : .regular, scale: scale)
        }
        /// Draws the symbol's layers in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(colors: [hierarchicalColor], isHierarchical: true)
        }
        /// Draws the symbol's layers in `paletteColors`, one per layer.
        public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors) }

        /// A configuration preferring the symbol's own multicolour variant.
        public class func preferringMulticolor() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(prefersMulticolor: true)
        }

        /// A copy without the point size and text style.
        public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
            replacing(pointSize: 0, weight: .unspecified, textStyle: .some(nil))
        }
        public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration { replacing(textStyle: .some(nil)) }
        public func configurationWithoutScale() -> UIImage.SymbolConfiguration { replacing(scale: .unspecified) }
        public func configurationWithoutWeight() -> UIImage.SymbolConfiguration { replacing(weight: .unspecified) }

        /// Whether the two configurations specify the same.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && colors == other.colors && isHierarchical == other.isHierarchical
                && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
        }

        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
        open override var hash: Int { Int(pointSize * 100) ^ weight.rawValue &* 31 ^ scale.rawValue &* 131 }

        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            guard let symbol = other as? SymbolConfiguration else {
                return (replacing(traitCollection: .some(other.traitCollection ?? traitCollection)) as? Self) ?? self
            }
            // A size comes with its source: a point size replaces a text style and the other way round.
            let sized = symbol.pointSize > 0 || symbol.textStyle != nil
            let combined = SymbolConfiguration(
                pointSize: sized ? symbol.pointSize : pointSize,
                weight: symbol.weight != .unspecified ? symbol.weight : weight,
                scale: symbol.scale != .unspecified ? symbol.scale : scale,
                textStyle: sized ? symbol.textStyle : textStyle,
                colors: symbol.colors.isEmpty ? colors : symbol.colors,
                isHierarchical: symbol.colors.isEmpty ? isHierarchical : symbol.isHierarchical,
                prefersMulticolor: symbol.prefersMulticolor || prefersMulticolor,
                traitCollection: symbol.traitCollection ?? traitCollection)
            return (combined as? Self) ?? self
        }

        override func copy(traitCollection: UITraitCollection?) -> Self {
            (replacing(traitCollection: .some(traitCollection)) as? Self) ?? self
        }

        private func replacing(pointSize: CGFloat? = nil, weight: UIImage.SymbolWeight? = nil,
                               scale: UIImage.SymbolScale? = nil, textStyle: UIFont.TextStyle?? = nil,
                               traitCollection: UITraitCollection?? = nil) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize ?? self.pointSize, weight: weight ?? self.weight,
                                scale: scale ?? self.scale, textStyle: textStyle ?? self.textStyle,
                                colors: colors, isHierarchical: isHierarchical, prefersMulticolor: prefersMulticolor,
                                traitCollection: traitCollection ?? self.traitCollection)
        }

        /// The symbol weight nearest a font weight.
        static func symbolWeight(for weight: UIFont.Weight) -> UIImage.SymbolWeight {
            let all: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) }!
        }

        // MARK: Resolved values

        /// The point size the symbol is drawn for: the point size, else the
        /// text style's, else the body style's 17 points.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyle { return textStyle.defaultSizeAndWeight.0 }
            return 17
        }

        /// The weight drawn: the weight, else the text style's font's, else regular.
        var resolvedWeight: UIImage.SymbolWeight {
            if weight != .unspecified { return weight }
            if let textStyle { return Self.symbolWeight(for: textStyle.defaultSizeAndWeight.1) }
            return .regular
        }

        var resolvedScale: UIImage.SymbolScale { scale == .unspecified || scale == .default ? .medium : scale }
    }
}
