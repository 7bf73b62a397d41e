import CEGL

/// Rasterised glyphs packed into 1024×1024 single-channel textures (pages),
/// with a shelf packer. Keyed by font path, pixel size (1/64 px) and glyph
/// index. Pages are kept for the renderer's life, up to `maxPages`; when
/// full, the atlas is cleared at the next frame start.
final class GlyphAtlas {
    struct Key: Hashable {
        var fontPath: String
        var size64: Int
        var glyph: UInt32
    }

    /// Where a glyph lives: page texture, pixel rect in the page, placement.
    struct Slot {
        var texture: GLuint
        var x: Int, y: Int, width: Int, height: Int
        var left: Int, top: Int
    }

    static let pageSize = 1024
    static let maxPages = 8
    private let gl: GLFunctions
    private let rasterizer: GlyphRasterizer
    private var slots: [Key: Slot?] = [:]
    private var pages: [GLuint] = []
    private var shelfX = 0, shelfY = 0, shelfHeight = 0
    private var wantsReset = false

    var byteCount: Int { pages.count * Self.pageSize * Self.pageSize }

    init(gl: GLFunctions, rasterizer: GlyphRasterizer) {
        self.gl = gl
        self.rasterizer = rasterizer
    }

    /// Clears the atlas if it filled up during the previous frame.
    func beginFrame() {
        guard wantsReset else { return }
        removeAll()
        wantsReset = false
    }

    /// The slot of a glyph, rasterising and uploading it on first use; nil for
    /// empty glyphs (spaces) and glyphs that do not fit.
    func slot(fontPath: String, pixelSize: Double, glyph: UInt32) -> Slot? {
        let key = Key(fontPath: fontPath, size64: Int((pixelSize * 64).rounded()), glyph: glyph)
        if let cached = slots[key] { return cached }
        let slot = insert(key: key, pixelSize: pixelSize)
        slots[key] = slot
        return slot
    }

    private func insert(key: Key, pixelSize: Double) -> Slot? {
        guard let bitmap = rasterizer.glyph(fontPath: key.fontPath, pixelSize: pixelSize, index: key.glyph),
              bitmap.width > 0, bitmap.height > 0 else { return nil }
        let padded = (w: bitmap.width + 1, h: bitmap.height + 1)
        guard padded.w < Self.pageSize, padded.h < Self.pageSize else { return nil }
        if pages.isEmpty || shelfX + padded.w > Self.pageSize {
            shelfY += shelfHeight
            shelfX = 0
            shelfHeight = 0
        }
        if pages.isEmpty || shelfY + padded.h > Self.pageSize {
            guard pages.count < Self.maxPages else {
                if !wantsReset {
                    renderLog.warning("SegueRender: glyph atlas full (\(Self.maxPages) pages); clearing next frame")
                }
                wantsReset = true
                return nil
            }
            addPage()
        }
        let texture = pages[pages.count - 1]
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
        gl.pixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        bitmap.coverage.withUnsafeBytes { bytes in
            gl.texSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(shelfX), GLint(shelfY), GLsizei(bitmap.width),
                             GLsizei(bitmap.height), GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        let slot = Slot(texture: texture, x: shelfX, y: shelfY, width: bitmap.width, height: bitmap.height,
                        left: bitmap.left, top: bitmap.top)
        shelfX += padded.w
        shelfHeight = max(shelfHeight, padded.h)
        return slot
    }

    private func addPage() {
        var texture: GLuint = 0
        gl.genTextures(1, &texture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
        let zeros = [UInt8](repeating: 0, count: Self.pageSize * Self.pageSize)
        gl.pixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        zeros.withUnsafeBytes { bytes in
            gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(Self.pageSize), GLsizei(Self.pageSize), 0,
                          GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        pages.append(texture)
        shelfX = 0
        shelfY = 0
        shelfHeight = 0
    }

    /// Deletes every page.
    func removeAll() {
        if !pages.isEmpty { gl.deleteTextures(GLsizei(pages.count), &pages) }
        pages = []
        slots = [:]
        shelfX = 0; shelfY = 0; shelfHeight = 0
    }
}
