@_implementationOnly import CFreeType
import Foundation

/// One font file opened with FreeType, shared by every `UIFont` that uses it.
///
/// Layout works in the font's own units (no hinting, no scaling), so that
/// advances, kerning and line metrics are exact at any point size and do not
/// depend on the display scale: a value in units becomes points through
/// `pointSize / unitsPerEm`. The renderer rasterises the same file at
/// `pointSize × scale` pixels per em, so glyphs land where layout put them.
///
/// FreeType's library object is not thread-safe; every call into it runs
/// under `FontFace.lock`, which makes faces (and the `UIFont`s holding them)
/// safe to share between threads.
final class FontFace: @unchecked Sendable {
    /// The font file.
    let path: String
    let familyName: String
    /// The PostScript name (`DejaVuSans-Bold`), UIKit's `fontName`.
    let postScriptName: String
    let unitsPerEm: CGFloat
    /// hhea ascender, descender (negative) and line height, in font units.
    let ascender: CGFloat
    let descender: CGFloat
    let height: CGFloat
    /// Top of "H" and of "x" above the baseline, in font units.
    private(set) var capHeight: CGFloat = 0
    private(set) var xHeight: CGFloat = 0
    let hasKerning: Bool

    let face: FT_Face
    /// Glyph outlines already decomposed (`outline(of:)`), in font units.
    var outlines: [UInt32: CGPath] = [:]
    private var glyphIndices: [Unicode.Scalar: UInt32] = [:]
    private var advances: [UInt32: CGFloat] = [:]

    static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]
    nonisolated(unsafe) private static var failedPaths: Set<String> = []

    /// The face for the font file at `path`, opened once and cached; nil
    /// (with one diagnostic per path) when FreeType cannot open it.
    static func face(atPath path: String) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let face = faces[path] { return face }
        if failedPaths.contains(path) { return nil }
        if library == nil, FT_Init_FreeType(&library) != 0 {
            Log.uiKit.error("UIFont: FreeType failed to initialise; fonts have no metrics")
            library = nil
        }
        var ftFace: FT_Face?
        guard let library else { failedPaths.insert(path); return nil }
        let error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else {
            Log.uiKit.warning("UIFont: cannot open font file \(path) (FreeType error \(error))")
            failedPaths.insert(path)
            return nil
        }
        guard ftFace.pointee.units_per_EM > 0 else {
            Log.uiKit.warning("UIFont: font file \(path) is not scalable; it cannot be used")
            FT_Done_Face(ftFace)
            failedPaths.insert(path)
            return nil
        }
        let face = FontFace(path: path, face: ftFace)
        faces[path] = face
        return face
    }

    private init(path: String, face: FT_Face) {
        self.path = path
        self.face = face
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? "DejaVu Sans"
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
            ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        unitsPerEm = CGFloat(rec.units_per_EM)
        ascender = CGFloat(rec.ascender)
        descender = CGFloat(rec.descender)
        height = CGFloat(rec.height)
        hasKerning = (rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
        capHeight = glyphTop(of: "H") ?? ascender * 0.7
        xHeight = glyphTop(of: "x") ?? ascender * 0.5
    }

    /// The top of the glyph for `scalar` above the baseline, in font units
    /// (called under the lock, from `init`).
    private func glyphTop(of scalar: Unicode.Scalar) -> CGFloat? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        return CGFloat(face.pointee.glyph.pointee.metrics.horiBearingY)
    }

    /// The glyph for `scalar` (`FT_Get_Char_Index`); 0, the font's
    /// missing-glyph box, when the font has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let index = glyphIndices[scalar] { return index }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar] = index
        return index
    }

    /// The horizontal advance of `glyph`, in font units.
    func advance(for glyph: UInt32) -> CGFloat {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let advance = advances[glyph] { return advance }
        let error = FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE))
        let advance = error == 0 ? CGFloat(face.pointee.glyph.pointee.metrics.horiAdvance) : 0
        advances[glyph] = advance
        return advance
    }

    /// The kerning adjustment between `left` and `right`, in font units
    /// (the font's `kern` table; zero when it has none).
    func kerning(between left: UInt32, and right: UInt32) -> CGFloat {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        Self.lock.lock(); defer { Self.lock.unlock() }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return CGFloat(delta.x)
    }
}
