import Foundation

/// The Material Icons font Segue draws SF Symbols with, and its code points
/// by icon name, read from Debian's `fonts-material-design-icons-iconfont`
/// package (or the folders in `SEGUE_SYMBOL_FONT_DIR`, the font and the
/// package's `_variables.scss` code-point list side by side).
///
/// Without the package installed every symbol is drawn as a placeholder
/// (a rounded square outline) and the missing package is logged once.
enum SymbolFont {
    static let fontPaths = [
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
    ]
    static let codePointPaths = [
        "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss",
    ]

    /// The font face, if installed.
    static let face: FontFace? = {
        let candidates = extraFolders.map { $0 + "/MaterialIcons-Regular.ttf" } + fontPaths
        for path in candidates where FileManager.default.fileExists(atPath: path) {
            if let face = FontFace.face(atPath: path) { return face }
        }
        Log.uiKit.warning("""
            UIImage(systemName:): the Material Icons font that draws SF Symbols is not installed \
            (apt-get install fonts-material-design-icons-iconfont); symbols are drawn as placeholders
            """)
        return nil
    }()

    /// Code points by Material icon name (`"favorite": 0xE87D`).
    static let codePoints: [String: UInt32] = {
        let candidates = extraFolders.map { $0 + "/_variables.scss" } + codePointPaths
        for path in candidates {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let parsed = parseCodePoints(text)
            if !parsed.isEmpty { return parsed }
        }
        return [:]
    }()

    private static var extraFolders: [String] {
        (ProcessInfo.processInfo.environment["SEGUE_SYMBOL_FONT_DIR"] ?? "").split(separator: ":").map(String.init)
    }

    /// The `"name": hex,` entries of the package's Sass code-point map.
    static func parseCodePoints(_ text: String) -> [String: UInt32] {
        var result: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let rest = trimmed[trimmed.index(after: close)...].drop { $0 == ":" || $0 == " " }
            let hex = rest.prefix { $0.isHexDigit }
            if let value = UInt32(hex, radix: 16), !hex.isEmpty { result[name] = value }
        }
        return result
    }

    /// The outline of the Material icon `name` in font units (y up) and the
    /// font's em square (`unitsPerEm`, `ascender`), or nil when the font or
    /// the icon is missing.
    static func outline(ofIcon name: String) -> (path: CGPath, unitsPerEm: CGFloat, ascender: CGFloat)? {
        guard let face, let point = codePoints[name], let scalar = Unicode.Scalar(point) else { return nil }
        let glyph = face.glyphIndex(for: scalar)
        guard glyph != 0, let path = face.outline(of: glyph) else { return nil }
        return (path, face.unitsPerEm, face.ascender)
    }
}
