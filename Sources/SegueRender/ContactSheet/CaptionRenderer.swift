/// Draws one line of text on a `CPUCanvas` with FreeType (DejaVu Sans, 11 px, black).
final class CaptionRenderer {
    let fontPath = GlyphRasterizer.fallbackFontPath
    let pixelSize = 11.0
    private let rasterizer = GlyphRasterizer()

    /// Draws `text` starting at `x` on the baseline `baseline`, stopping before `maxWidth`.
    func draw(_ text: String, on canvas: inout CPUCanvas, x: Int, baseline: Int, maxWidth: Int) {
        var pen = Double(x)
        for scalar in text.unicodeScalars {
            let index = rasterizer.glyphIndex(fontPath: fontPath, character: scalar)
            guard let glyph = rasterizer.glyph(fontPath: fontPath, pixelSize: pixelSize, index: index) else { continue }
            if pen + glyph.advance > Double(x + maxWidth) { break }
            let left = Int(pen.rounded()) + glyph.left, top = baseline - glyph.top
            for row in 0..<glyph.height {
                for column in 0..<glyph.width {
                    canvas.blend(x: left + column, y: top + row, coverage: glyph.coverage[row * glyph.width + column],
                                 color: (0, 0, 0))
                }
            }
            pen += glyph.advance
        }
    }
}
