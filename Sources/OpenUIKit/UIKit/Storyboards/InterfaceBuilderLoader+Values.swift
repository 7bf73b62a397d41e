import Foundation

/// The values a document spells out: colours, fonts, rectangles, images,
/// and the enumerations of its attributes.
extension InterfaceBuilderLoader {
    /// `<color>`: a system colour (`systemColor="systemBackgroundColor"`),
    /// a named asset colour (`name=`), an older `cocoaTouchSystemColor`, or
    /// components (`red green blue alpha`, or `white alpha`).
    ///
    /// A system colour is UIKit's own, dynamic one (`UIColor.systemBackground`
    /// resolves differently in dark mode, as on iOS): the value a document's
    /// `<resources><systemColor>` gives is what Interface Builder drew on the
    /// canvas, used only for a name Segue does not know. Display P3
    /// components (`customColorSpace="displayP3"`) are converted to
    /// (extended) sRGB; sRGB, grey and the older calibrated/device spaces are
    /// read as sRGB.
    func color(_ element: InterfaceBuilderElement) -> UIColor? {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let known = Self.systemColors[system] { return known }
            if let defined = resource("systemColor", named: system)?.child("color"), defined["systemColor"] == nil {
                return color(defined)
            }
            document.report(element, "an unknown system colour '\(system)'; nil")
            return nil
        }
        if let name = element["name"] {
            return UIColor(named: name, in: document.bundle, compatibleWith: nil)
                ?? resource("namedColor", named: name)?.child("color").flatMap(color)
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            document.report(element, "a <color> without components, system colour or name; nil")
            return nil
        }
        if element["customColorSpace"] == "displayP3" {
            let (r, g, b) = AssetCatalog.displayP3ToSRGB(red, green, blue)
            return UIColor(red: r, green: g, blue: b, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `<resources><kind name=…>` of the document.
    private func resource(_ kind: String, named name: String) -> InterfaceBuilderElement? {
        document.root.children(of: "resources").first { $0.name == kind && $0["name"] == name }
    }

    /// UIKit's system and semantic colours by the names documents use
    /// (their Objective-C class property names; `cocoaTouchSystemColor`'s
    /// older names too).
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "tintColor": .tintColor, "darkTextColor": .darkText, "lightTextColor": .lightText,
        "clearColor": .clear, "whiteColor": .white, "blackColor": .black, "darkGrayColor": .darkGray,
        "lightGrayColor": .lightGray, "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
        "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange,
        "purpleColor": .purple, "brownColor": .brown,
    ]

    /// `<rect x= y= width= height=>`.
    func rect(_ element: InterfaceBuilderElement) -> CGRect {
        CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
               width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    /// `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`),
    /// the system font (`type="system"` with `weight=`, `boldSystem`,
    /// `italicSystem`) or a named font, at `pointSize`.
    func font(_ element: InterfaceBuilderElement) -> UIFont {
        let size = element.number("pointSize") ?? 17
        if let style = element["style"] {
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let styles: [String: UIFont.TextStyle] = [
                "LargeTitle": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline,
                "Subhead": .subheadline, "Body": .body, "Callout": .callout, "Footnote": .footnote,
                "Caption1": .caption1, "Caption2": .caption2,
            ]
            return UIFont.preferredFont(forTextStyle: styles[name] ?? .body)
        }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system", nil:
            let weights: [String: UIFont.Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
                "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            return .systemFont(ofSize: size, weight: weights[element["weight"] ?? ""] ?? .regular)
        default:
            return UIFont(name: element["name"] ?? element["family"] ?? "", size: size) ?? .systemFont(ofSize: size)
        }
    }

    /// An image by name: an SF Symbol for `catalog="system"`, else `UIImage(named:)` in the document's bundle.
    func image(named name: String?, systemCatalog: Bool = false) -> UIImage? {
        guard let name else { return nil }
        if systemCatalog { return UIImage(systemName: name) }
        return UIImage(named: name, in: document.bundle, compatibleWith: nil) ?? UIImage(systemName: name)
    }

    /// The image of a view element: its `image=` attribute or an `<imageReference key=…>`.
    func image(of element: InterfaceBuilderElement, key: String) -> UIImage? {
        if let reference = element.child("imageReference", key: key) {
            return image(named: reference["image"], systemCatalog: reference["catalog"] == "system")
        }
        return image(named: element[key == "image" ? "image" : key])
    }

    static func contentMode(_ name: String?) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return name.flatMap { modes[$0] }
    }

    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        let alignments: [String: NSTextAlignment] = [
            "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
        ]
        return name.flatMap { alignments[$0] }
    }
}
