import CEGL

/// An offscreen framebuffer of `width × height` pixels: a multisampled
/// RGBA8 + stencil framebuffer that is drawn into, resolved into a
/// single-sampled RGBA8 texture (`resolvedTexture`) that can be read back
/// or composited. With `samples == 0` the texture framebuffer is drawn into
/// directly (it then carries the stencil buffer).
final class RenderTarget {
    let width: Int
    let height: Int
    let samples: Int
    /// `GL_STENCIL_INDEX8` (preferred: 1 byte per sample) or `GL_DEPTH24_STENCIL8`.
    let stencilFormat: Int32
    /// The framebuffer to draw into.
    private(set) var drawFramebuffer: GLuint = 0
    /// The framebuffer holding the resolved pixels.
    private(set) var resolveFramebuffer: GLuint = 0
    private(set) var resolvedTexture: GLuint = 0
    private var renderbuffers: [GLuint] = []
    private let gl: GLFunctions

    /// Approximate GPU memory held, in bytes.
    var byteCount: Int { Self.byteCount(width: width, height: height, samples: samples, stencilFormat: stencilFormat) }

    static func byteCount(width: Int, height: Int, samples: Int, stencilFormat: Int32) -> Int {
        let stencilBytes = stencilFormat == GL_STENCIL_INDEX8 ? 1 : 4
        return width * height * (4 + (4 + stencilBytes) * max(samples, 1))
    }

    /// Builds the target, preferring an 8-bit stencil buffer and falling back to
    /// packed depth/stencil where the driver rejects it.
    static func make(gl: GLFunctions, width: Int, height: Int, samples: Int) throws -> RenderTarget {
        do {
            return try RenderTarget(gl: gl, width: width, height: height, samples: samples, stencilFormat: GL_STENCIL_INDEX8)
        } catch RendererError.framebufferIncomplete {
            return try RenderTarget(gl: gl, width: width, height: height, samples: samples,
                                    stencilFormat: GL_DEPTH24_STENCIL8)
        }
    }

    init(gl: GLFunctions, width: Int, height: Int, samples: Int, stencilFormat: Int32) throws {
        self.gl = gl
        self.width = width
        self.height = height
        self.samples = samples
        self.stencilFormat = stencilFormat
        let attachment = GLenum(stencilFormat == GL_STENCIL_INDEX8 ? GL_STENCIL_ATTACHMENT : GL_DEPTH_STENCIL_ATTACHMENT)
        let w = GLsizei(width), h = GLsizei(height)

        gl.genTextures(1, &resolvedTexture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), resolvedTexture)
        gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, w, h, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        gl.genFramebuffers(1, &resolveFramebuffer)
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        gl.framebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D),
                                resolvedTexture, 0)

        if samples > 0 {
            var ids: [GLuint] = [0, 0]
            gl.genRenderbuffers(2, &ids)
            renderbuffers = ids
            gl.bindRenderbuffer(GLenum(GL_RENDERBUFFER), ids[0])
            gl.renderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), w, h)
            gl.bindRenderbuffer(GLenum(GL_RENDERBUFFER), ids[1])
            gl.renderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(stencilFormat), w, h)
            gl.genFramebuffers(1, &drawFramebuffer)
            gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
            gl.framebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), ids[0])
            gl.framebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), attachment, GLenum(GL_RENDERBUFFER), ids[1])
        } else {
            var id: GLuint = 0
            gl.genRenderbuffers(1, &id)
            renderbuffers = [id]
            gl.bindRenderbuffer(GLenum(GL_RENDERBUFFER), id)
            gl.renderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(stencilFormat), w, h)
            gl.framebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), attachment, GLenum(GL_RENDERBUFFER), id)
            drawFramebuffer = resolveFramebuffer
        }
        let status = gl.checkFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            release()
            throw RendererError.framebufferIncomplete(status: status)
        }
    }

    /// Binds the draw framebuffer and sets the viewport to the whole target.
    func bindForDrawing() {
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        gl.viewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Clears colour (premultiplied) and stencil.
    func clear(red: Float, green: Float, blue: Float, alpha: Float) {
        bindForDrawing()
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        gl.stencilMask(0xFF)
        gl.clearColor(red, green, blue, alpha)
        gl.clearStencil(0)
        gl.clear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
    }

    /// Resolves multisampled pixels into `resolvedTexture` (no-op without
    /// MSAA), within `region` or the whole target.
    func resolve(region: PixelRegion? = nil) {
        guard samples > 0 else { return }
        let r = region ?? PixelRegion(x: 0, y: 0, width: width, height: height)
        gl.bindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        gl.bindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        let x0 = GLint(r.x), y0 = GLint(r.y), x1 = GLint(r.x + r.width), y1 = GLint(r.y + r.height)
        gl.blitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    /// Reads the resolved pixels. Row 0 is the first row in GL memory, which
    /// SegueRender's projection makes the top of the picture.
    func readPixels() -> [UInt8] {
        let count = width * height * 4
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        gl.pixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        // GL writes every byte: no zero-filling first (at 3x that fill alone
        // is as long as the copy from the GPU).
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            gl.readPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                          buffer.baseAddress)
            initialized = count
        }
    }

    private func release() {
        if drawFramebuffer != 0 && drawFramebuffer != resolveFramebuffer { gl.deleteFramebuffers(1, &drawFramebuffer) }
        if resolveFramebuffer != 0 { gl.deleteFramebuffers(1, &resolveFramebuffer) }
        if resolvedTexture != 0 { gl.deleteTextures(1, &resolvedTexture) }
        if !renderbuffers.isEmpty { gl.deleteRenderbuffers(GLsizei(renderbuffers.count), &renderbuffers) }
        drawFramebuffer = 0; resolveFramebuffer = 0; resolvedTexture = 0; renderbuffers = []
    }

    /// Deletes the GL objects; the owning context must be current.
    func destroy() { release() }
}
