import Foundation

/// A font: a face and a point size (`UIFont`).
///
/// Segue's fonts are the DejaVu family. The system font is DejaVu Sans
/// (ExtraLight for light weights, Bold from `.bold` up), the monospaced
/// system font DejaVu Sans Mono, and `init?(name:size:)` maps familiar
/// iOS names onto the nearest DejaVu face (Helvetica → Sans, Georgia and
/// Times → Serif, Menlo and Courier → Mono).
///
/// Metrics come from the font file through FreeType, in unhinted font units
/// scaled by `pointSize / unitsPerEm` — one point is one pixel at 72 dpi —
/// so they are fractional, like UIKit's, and independent of screen scale.
/// `lineHeight` is `ascender − descender + leading`.
///
/// Fonts are immutable and can be shared between threads.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The PostScript name of the face, e.g. `DejaVuSans-Bold`.
    public let fontName: String
    /// The family name, e.g. `DejaVu Sans`.
    public let familyName: String
    /// The font file, as `GlyphRun.fontPath` names it for the renderer.
    let fontPath: String
    /// The opened face; nil only when even the fallback file is missing.
    let face: FontFace?
    /// How the font follows Dynamic Type; nil for a fixed font (set once,
    /// right after a `preferredFont` or `UIFontMetrics` font is made).
    var dynamicType: DynamicTypeScaling?
    /// The face's file name in the font directory.
    var fileName: String { URL(fileURLWithPath: fontPath).lastPathComponent }

    static let fontDirectory = "/usr/share/fonts/truetype/dejavu/"
    static let defaultFileName = "DejaVuSans.ttf"
    /// Font files already reported missing (guarded by `FontFace.lock`).
    nonisolated(unsafe) private static var reportedMissing: Set<String> = []

    /// True the first time `fileName` is reported missing.
    private static func firstReportOfMissing(_ fileName: String) -> Bool {
        FontFace.lock.lock()
        defer { FontFace.lock.unlock() }
        return reportedMissing.insert(fileName).inserted
    }

    /// Metrics used when no DejaVu file can be opened (DejaVu Sans' own, in 2048ths of an em).
    private static let fallbackMetrics: (unitsPerEm: CGFloat, ascender: CGFloat, descender: CGFloat,
                                         height: CGFloat, capHeight: CGFloat, xHeight: CGFloat)
        = (unitsPerEm: 2048, ascender: 1901, descender: -483,
                                          height: 2384, capHeight: 1493, xHeight: 1120)

    init(fileName: String, size: CGFloat) {
        pointSize = UIFont.validSize(size)
        let path = UIFont.fontDirectory + fileName
        if let face = FontFace.face(atPath: path) {
            self.face = face
            fontPath = path
        } else {
            let fallback = UIFont.fontDirectory + UIFont.defaultFileName
            face = fallback == path ? nil : FontFace.face(atPath: fallback)
            fontPath = fallback
            // Once per missing file: every font of that face would say it again.
            if face != nil, UIFont.firstReportOfMissing(fileName) {
                Log.uiKit.warning("UIFont: \(fileName) is missing; using \(UIFont.defaultFileName)")
            }
        }
        fontName = face?.postScriptName ?? "DejaVuSans"
        familyName = face?.familyName ?? "DejaVu Sans"
    }

    private static func validSize(_ size: CGFloat) -> CGFloat {
        if size.isFinite && size > 0 { return size }
        Log.uiKit.warning("UIFont: invalid point size \(size); using \(UIFont.labelFontSize)")
        return UIFont.labelFontSize
    }

    // MARK: Creating fonts

    /// The system font (DejaVu Sans) at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font (DejaVu Sans Bold).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font (DejaVu Sans Oblique).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fileName: "DejaVuSans-Oblique.ttf", size: fontSize)
    }

    /// The system font at a weight: ultra-light to light use DejaVu Sans
    /// ExtraLight, regular to semibold DejaVu Sans, bold to black DejaVu Sans Bold.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fileName: "DejaVuSans" + weight.faceSuffix + ".ttf", size: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono; Bold from `.bold` up).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fileName: weight.rawValue >= UIFont.Weight.boldThreshold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf",
               size: fontSize)
    }

    /// A font by family or face name, mapped onto the DejaVu family
    /// (see `FontNameResolver`). UIKit returns nil for a name it does not
    /// know; Segue logs the name and answers DejaVu Sans, so that text from
    /// an iOS app still shows.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fileName: FontNameResolver.fileName(for: fontName), size: fontSize)
    }

    /// The font for a Dynamic Type style at the app's preferred content
    /// size category (`.large`, the default, unless changed), at the
    /// size Apple's HIG gives the style in that category (`DynamicTypeSizes`).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type style in `traitCollection`'s content
    /// size category (the app's where the collection specifies none).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        let base = systemFont(ofSize: size, weight: weight)
        let scaling = DynamicTypeScaling(style: style, baseFileName: base.fileName, baseSize: size, maximumPointSize: nil)
        return scaling.font(compatibleWith: traitCollection)
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fileName: fileName, size: fontSize)
    }

    /// `UIFont.labelFontSize` (17), the size `UILabel` uses by default.
    public static var labelFontSize: CGFloat { 17 }
    /// `UIFont.buttonFontSize` (18).
    public static var buttonFontSize: CGFloat { 18 }
    /// `UIFont.systemFontSize` (14).
    public static var systemFontSize: CGFloat { 14 }
    /// `UIFont.smallSystemFontSize` (12).
    public static var smallSystemFontSize: CGFloat { 12 }

    // MARK: Metrics

    /// Font units to points.
    var unitScale: CGFloat { pointSize / (face?.unitsPerEm ?? UIFont.fallbackMetrics.unitsPerEm) }

    /// Distance from the baseline to the top of the tallest glyphs (hhea ascender).
    public var ascender: CGFloat { (face?.ascender ?? UIFont.fallbackMetrics.ascender) * unitScale }
    /// Distance from the baseline to the bottom of descenders; negative, as in UIKit.
    public var descender: CGFloat { (face?.descender ?? UIFont.fallbackMetrics.descender) * unitScale }
    /// Extra space between lines (the hhea line gap).
    public var leading: CGFloat { max(0, (face?.height ?? UIFont.fallbackMetrics.height) * unitScale - ascender + descender) }
    /// Baseline-to-baseline distance: `ascender − descender + leading`.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// Height of capital letters (the top of "H").
    public var capHeight: CGFloat { (face?.capHeight ?? UIFont.fallbackMetrics.capHeight) * unitScale }
    /// Height of lower-case letters (the top of "x").
    public var xHeight: CGFloat { (face?.xHeight ?? UIFont.fallbackMetrics.xHeight) * unitScale }

    // MARK: Equality

    /// Fonts are equal when they are the same face at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontPath == other.fontPath && pointSize == other.pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontPath); hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}
