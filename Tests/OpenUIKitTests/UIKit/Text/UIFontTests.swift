import CFreeType
import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIFont`: DejaVu faces for the system font, UIKit's text-style sizes and
/// metrics read from the font file's own tables.
@Suite("UIFont")
struct UIFontTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// hhea ascender, descender, height and units per em read independently with FreeType.
    static func fontUnits(_ path: String) -> (upem: Double, ascender: Double, descender: Double, height: Double)? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        let f = face.pointee
        return (Double(f.units_per_EM), Double(f.ascender), Double(f.descender), Double(f.height))
    }

    @Test("Metrics are the hhea values scaled by pointSize / unitsPerEm")
    func metricsFromTables() throws {
        let units = try #require(Self.fontUnits(Self.dejaVuSans))
        let font = UIFont.systemFont(ofSize: 17)
        let s = 17 / units.upem
        #expect(abs(font.ascender - units.ascender * s) < 1e-9)
        #expect(abs(font.descender - units.descender * s) < 1e-9)
        #expect(font.descender < 0)
        #expect(abs(font.lineHeight - units.height * s) < 1e-9)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.capHeight > font.xHeight && font.xHeight > 0 && font.capHeight < font.ascender)
    }

    @Test("Metrics scale linearly with the point size")
    func metricsScale() {
        let a = UIFont.systemFont(ofSize: 10), b = a.withSize(30)
        #expect(abs(b.lineHeight - 3 * a.lineHeight) < 1e-9)
        #expect(abs(b.capHeight - 3 * a.capHeight) < 1e-9)
        #expect(b.pointSize == 30 && b.fontName == a.fontName)
    }

    @Test("Weights choose DejaVu faces")
    func weights() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .light).fontName == "DejaVuSans-ExtraLight")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == "DejaVuSansMono")
        #expect(UIFont.systemFont(ofSize: 12).familyName == "DejaVu Sans")
    }

    @Test("Text styles have UIKit's default sizes")
    func textStyles() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
    }

    @Test("Names map onto DejaVu faces; unknown names fall back to DejaVu Sans")
    func names() {
        #expect(UIFont(name: "Georgia", size: 14)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "Georgia-Bold", size: 14)?.fontName == "DejaVuSerif-Bold")
        #expect(UIFont(name: "Helvetica-Bold", size: 14)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "DejaVu Sans Mono", size: 14)?.fontName == "DejaVuSansMono")
        #expect(UIFont(name: "Menlo-Italic", size: 14)?.fontName == "DejaVuSansMono-Oblique")
        expectDiagnostic("unknown font \"No Such Font\"; using DejaVu Sans") {
            #expect(UIFont(name: "No Such Font", size: 14)?.fontName == "DejaVuSans")
        }
    }

    @Test("An invalid size is replaced by the label size")
    func invalidSize() {
        expectDiagnostic("UIFont: invalid point size -3.0") { #expect(UIFont.systemFont(ofSize: -3).pointSize == 17) }
        expectDiagnostic("UIFont: invalid point size nan") { #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17) }
    }

    @Test("Glyph indices and advances come from the font; unmapped scalars get glyph 0")
    func advances() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let face = try #require(font.face)
        let m = face.glyphIndex(for: "m"), i = face.glyphIndex(for: "i")
        #expect(m != 0 && i != 0)
        #expect(face.advance(for: m) > face.advance(for: i))
        #expect(face.glyphIndex(for: "\u{10FFFD}") == 0)
    }
}
