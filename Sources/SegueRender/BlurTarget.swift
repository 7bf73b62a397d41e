import CEGL

/// A single-channel (R8) texture with its framebuffer, the size of the
/// output: holds the first (horizontal) pass of a content-shaped shadow.
final class BlurTarget {
    let width: Int
    let height: Int
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0
    private let gl: GLFunctions

    var byteCount: Int { width * height }

    init(gl: GLFunctions, width: Int, height: Int) throws {
        self.gl = gl
        self.width = width
        self.height = height
        gl.genTextures(1, &texture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
        gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(height), 0,
                      GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), nil)
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        gl.genFramebuffers(1, &framebuffer)
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.framebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = gl.checkFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            destroy()
            throw RendererError.framebufferIncomplete(status: status)
        }
    }

    /// Binds the framebuffer, sets the viewport and clears it to zero (whole target).
    func bindAndClear() {
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.viewport(0, 0, GLsizei(width), GLsizei(height))
        gl.disable(GLenum(GL_SCISSOR_TEST))
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        gl.clearColor(0, 0, 0, 0)
        gl.clear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    /// Deletes the GL objects; the owning context must be current.
    func destroy() {
        if framebuffer != 0 { gl.deleteFramebuffers(1, &framebuffer) }
        if texture != 0 { gl.deleteTextures(1, &texture) }
        framebuffer = 0
        texture = 0
    }
}
