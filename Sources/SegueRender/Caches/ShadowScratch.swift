import CEGL

/// Scratch textures for content-shaped shadows at resolution levels: level
/// `i` is 1/2ⁱ of the output in each direction. A level holds a downsampled
/// RGBA copy of the layer picture (levels ≥ 1; level 0 reads the picture
/// itself) and two R8 textures for the separable blur passes. Blurring a
/// wide shadow at a coarse level keeps its cost to a dozen taps per pixel.
final class ShadowScratch {
    /// A texture and the framebuffer rendering into it.
    struct Surface {
        var texture: GLuint = 0
        var framebuffer: GLuint = 0
    }

    /// One resolution level.
    struct Level {
        var width: Int
        var height: Int
        var picture: Surface?
        var horizontal: Surface
        var vertical: Surface
    }

    static let maximumLevel = 5
    let width: Int
    let height: Int
    private var levels: [Int: Level] = [:]
    private let gl: GLFunctions
    /// The format of the blur passes' textures: `GL_R8` (shadows blur alpha) or
    /// `GL_RGBA8` (backdrop blurs).
    let blurFormat: Int32

    init(gl: GLFunctions, width: Int, height: Int, blurFormat: Int32 = GL_R8) {
        self.gl = gl
        self.width = width
        self.height = height
        self.blurFormat = blurFormat
    }

    /// Approximate bytes held.
    var byteCount: Int {
        let passBytes = blurFormat == GL_R8 ? 2 : 8
        return levels.values.reduce(0) { $0 + $1.width * $1.height * (passBytes + ($1.picture == nil ? 0 : 4)) }
    }

    /// Level `i`, created on first use.
    func level(_ i: Int) throws -> Level {
        if let level = levels[i] { return level }
        let w = max(1, (width + (1 << i) - 1) >> i), h = max(1, (height + (1 << i) - 1) >> i)
        let level = Level(width: w, height: h,
                          picture: i > 0 ? try makeSurface(width: w, height: h, format: GL_RGBA8) : nil,
                          horizontal: try makeSurface(width: w, height: h, format: blurFormat),
                          vertical: try makeSurface(width: w, height: h, format: blurFormat))
        levels[i] = level
        return level
    }

    /// `region` (level-0 pixels) in level `i` pixels, rounded outwards and clamped.
    func region(_ region: PixelRegion, atLevel i: Int) throws -> PixelRegion {
        let level = try self.level(i)
        let x0 = region.x >> i, y0 = region.y >> i
        let x1 = min(level.width, (region.x + region.width + (1 << i) - 1) >> i)
        let y1 = min(level.height, (region.y + region.height + (1 << i) - 1) >> i)
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Box-filters the picture in `sourceFramebuffer` (level 0) over `region`
    /// down to level `target` by successive 2:1 linear blits. Disables the scissor test.
    func downsample(sourceFramebuffer: GLuint, region: PixelRegion, to target: Int) throws {
        guard target > 0 else { return }
        gl.disable(GLenum(GL_SCISSOR_TEST))
        var source = sourceFramebuffer
        var sourceSize = (width, height)
        for i in 1...target {
            let level = try self.level(i)
            guard let picture = level.picture else { continue }
            let r = try self.region(region, atLevel: i)
            let sx0 = min(r.x * 2, sourceSize.0), sy0 = min(r.y * 2, sourceSize.1)
            let sx1 = min((r.x + r.width) * 2, sourceSize.0), sy1 = min((r.y + r.height) * 2, sourceSize.1)
            gl.bindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source)
            gl.bindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), picture.framebuffer)
            gl.blitFramebuffer(GLint(sx0), GLint(sy0), GLint(sx1), GLint(sy1),
                               GLint(r.x), GLint(r.y), GLint(r.x + r.width), GLint(r.y + r.height),
                               GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_LINEAR))
            source = picture.framebuffer
            sourceSize = (level.width, level.height)
        }
    }

    /// Binds `surface`'s framebuffer with a `width × height` viewport and clears it to zero.
    func bindAndClear(_ surface: Surface, width: Int, height: Int) {
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.framebuffer)
        gl.viewport(0, 0, GLsizei(width), GLsizei(height))
        gl.disable(GLenum(GL_SCISSOR_TEST))
        gl.clearColor(0, 0, 0, 0)
        gl.clear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    private func makeSurface(width: Int, height: Int, format: Int32) throws -> Surface {
        var surface = Surface()
        gl.genTextures(1, &surface.texture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), surface.texture)
        let external = format == GL_R8 ? GL_RED : GL_RGBA
        gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, format, GLsizei(width), GLsizei(height), 0,
                      GLenum(external), GLenum(GL_UNSIGNED_BYTE), nil)
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        gl.genFramebuffers(1, &surface.framebuffer)
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.framebuffer)
        gl.framebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D),
                                surface.texture, 0)
        let status = gl.checkFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            release(surface)
            throw RendererError.framebufferIncomplete(status: status)
        }
        return surface
    }

    private func release(_ surface: Surface) {
        var s = surface
        if s.framebuffer != 0 { gl.deleteFramebuffers(1, &s.framebuffer) }
        if s.texture != 0 { gl.deleteTextures(1, &s.texture) }
    }

    /// Deletes every GL object; the owning context must be current.
    func destroy() {
        for level in levels.values {
            if let picture = level.picture { release(picture) }
            release(level.horizontal)
            release(level.vertical)
        }
        levels = [:]
    }
}
