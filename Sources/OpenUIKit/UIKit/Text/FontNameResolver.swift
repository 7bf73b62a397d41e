import Foundation

/// Maps iOS font family and face names onto DejaVu font files.
///
/// The name is compared without case, spaces, hyphens or underscores. The
/// family comes from the first matching keyword (monospaced names, then
/// serif names, then condensed, then sans-serif names), the face from the
/// trait words in it ("bold", "heavy", "black"; "italic", "oblique";
/// "light", "thin", "ultralight"). An unrecognised family is logged and
/// resolves to DejaVu Sans.
enum FontNameResolver {
    private enum Family { case sans, serif, mono, condensed }

    private static let families: [(Family, [String])] = [
        (.mono, ["dejavusansmono", "menlo", "courier", "monaco", "sfmono", "mono"]),
        (.serif, ["dejavuserif", "georgia", "times", "newyork", "palatino", "baskerville", "didot",
                  "charter", "hoefler", "cochin", "serif"]),
        (.condensed, ["dejavusanscondensed", "condensed"]),
        (.sans, ["dejavusans", "helvetica", "arial", "sfpro", "sfui", "system", "avenir", "verdana",
                 "futura", "gillsans", "trebuchet", "sans"]),
    ]

    static func fileName(for name: String) -> String {
        let key = name.lowercased().filter { !" -_.".contains($0) }
        let family = families.first { _, words in words.contains { key.contains($0) } }?.0
        if family == nil {
            Log.uiKit.warning("UIFont(name:size:): unknown font \"\(name)\"; using DejaVu Sans")
        }
        let bold = ["bold", "heavy", "black"].contains { key.contains($0) }
        let italic = key.contains("italic") || key.contains("oblique")
        let light = !bold && ["light", "thin"].contains { key.contains($0) }
        switch family ?? .sans {
        case .sans:
            if light { return "DejaVuSans-ExtraLight.ttf" }
            return "DejaVuSans" + suffix(bold, italic, italicWord: "Oblique") + ".ttf"
        case .serif: return "DejaVuSerif" + suffix(bold, italic, italicWord: "Italic") + ".ttf"
        case .mono: return "DejaVuSansMono" + suffix(bold, italic, italicWord: "Oblique") + ".ttf"
        case .condensed: return "DejaVuSansCondensed" + suffix(bold, italic, italicWord: "Oblique") + ".ttf"
        }
    }

    private static func suffix(_ bold: Bool, _ italic: Bool, italicWord: String) -> String {
        switch (bold, italic) {
        case (true, true): return "-Bold" + italicWord
        case (true, false): return "-Bold"
        case (false, true): return "-" + italicWord
        case (false, false): return ""
        }
    }
}
