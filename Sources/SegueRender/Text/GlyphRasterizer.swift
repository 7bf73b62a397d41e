import CFreeType
import Foundation

/// One rasterised glyph: an 8-bit coverage bitmap and its placement
/// relative to the pen position (pixels; `top` is up from the baseline).
struct GlyphBitmap {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    /// Horizontal advance in pixels.
    var advance: Double
    /// `width × height` coverage bytes, rows top-down.
    var coverage: [UInt8]
}

/// FreeType faces and glyph rasterisation. Not thread-safe (FreeType's
/// library object is not): each renderer or contact sheet owns one.
final class GlyphRasterizer {
    static let fallbackFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    private var library: FT_Library?
    private var faces: [String: FT_Face] = [:]
    private var loggedMissing: Set<String> = []

    init() {
        if FT_Init_FreeType(&library) != 0 {
            renderLog.error("SegueRender: FreeType failed to initialise; text will not be drawn")
            library = nil
        }
    }

    deinit {
        // A missing font maps to the fallback face too: release each face once.
        var released = Set<UnsafeMutableRawPointer>()
        for face in faces.values where released.insert(UnsafeMutableRawPointer(face)).inserted { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The face for `path`, falling back (and logging once) to DejaVu Sans.
    func face(path: String) -> FT_Face? {
        if let face = faces[path] { return face }
        guard let library else { return nil }
        var face: FT_Face?
        if FT_New_Face(library, path, 0, &face) == 0, let face {
            faces[path] = face
            return face
        }
        if path != Self.fallbackFontPath {
            if loggedMissing.insert(path).inserted {
                renderLog.warning("SegueRender: cannot open font \(path); falling back to DejaVuSans")
            }
            let fallback = self.face(path: Self.fallbackFontPath)
            faces[path] = fallback
            return fallback
        }
        return nil
    }

    /// Rasterises glyph `index` of the font at `path` at `pixelSize` pixels per em.
    func glyph(fontPath: String, pixelSize: Double, index: UInt32) -> GlyphBitmap? {
        guard let face = face(path: fontPath), pixelSize > 0, pixelSize.isFinite else { return nil }
        let size26_6 = FT_F26Dot6(min(pixelSize, 2048) * 64)
        guard FT_Set_Char_Size(face, 0, size26_6, 72, 72) == 0,
              FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0,
              let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            let pitch = Int(bitmap.pitch)
            for row in 0..<height {
                let sourceRow = pitch >= 0 ? row : height - 1 - row
                for x in 0..<width { coverage[row * width + x] = buffer[sourceRow * abs(pitch) + x] }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top),
                           advance: Double(slot.pointee.advance.x) / 64, coverage: coverage)
    }

    /// The glyph index of a Unicode scalar (0 when the font lacks it).
    func glyphIndex(fontPath: String, character: Unicode.Scalar) -> UInt32 {
        guard let face = face(path: fontPath) else { return 0 }
        return FT_Get_Char_Index(face, FT_ULong(character.value))
    }
}
