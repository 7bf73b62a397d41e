import CEGL

/// The OpenGL ES 3 entry points SegueRender uses, resolved once per process
/// from libGLESv2 (falling back to `eglGetProcAddress`).
///
/// The function pointers go through libglvnd's dispatch, so one table serves
/// every context; calls act on the context current on the calling thread.
struct GLFunctions: @unchecked Sendable {
    let getError: PFNGLGETERRORPROC
    let getIntegerv: PFNGLGETINTEGERVPROC
    let getString: PFNGLGETSTRINGPROC
    let viewport: PFNGLVIEWPORTPROC
    let scissor: PFNGLSCISSORPROC
    let clearColor: PFNGLCLEARCOLORPROC
    let clearStencil: PFNGLCLEARSTENCILPROC
    let clear: PFNGLCLEARPROC
    let enable: PFNGLENABLEPROC
    let disable: PFNGLDISABLEPROC
    let blendFunc: PFNGLBLENDFUNCPROC
    let blendEquationSeparate: PFNGLBLENDEQUATIONSEPARATEPROC
    let colorMask: PFNGLCOLORMASKPROC
    let stencilFunc: PFNGLSTENCILFUNCPROC
    let stencilOp: PFNGLSTENCILOPPROC
    let stencilMask: PFNGLSTENCILMASKPROC
    let finish: PFNGLFINISHPROC
    let pixelStorei: PFNGLPIXELSTOREIPROC
    let readPixels: PFNGLREADPIXELSPROC

    let genFramebuffers: PFNGLGENFRAMEBUFFERSPROC
    let deleteFramebuffers: PFNGLDELETEFRAMEBUFFERSPROC
    let bindFramebuffer: PFNGLBINDFRAMEBUFFERPROC
    let framebufferTexture2D: PFNGLFRAMEBUFFERTEXTURE2DPROC
    let framebufferRenderbuffer: PFNGLFRAMEBUFFERRENDERBUFFERPROC
    let checkFramebufferStatus: PFNGLCHECKFRAMEBUFFERSTATUSPROC
    let blitFramebuffer: PFNGLBLITFRAMEBUFFERPROC
    let genRenderbuffers: PFNGLGENRENDERBUFFERSPROC
    let deleteRenderbuffers: PFNGLDELETERENDERBUFFERSPROC
    let bindRenderbuffer: PFNGLBINDRENDERBUFFERPROC
    let renderbufferStorage: PFNGLRENDERBUFFERSTORAGEPROC
    let renderbufferStorageMultisample: PFNGLRENDERBUFFERSTORAGEMULTISAMPLEPROC

    let genTextures: PFNGLGENTEXTURESPROC
    let deleteTextures: PFNGLDELETETEXTURESPROC
    let bindTexture: PFNGLBINDTEXTUREPROC
    let activeTexture: PFNGLACTIVETEXTUREPROC
    let texImage2D: PFNGLTEXIMAGE2DPROC
    let texSubImage2D: PFNGLTEXSUBIMAGE2DPROC
    let texParameteri: PFNGLTEXPARAMETERIPROC
    let generateMipmap: PFNGLGENERATEMIPMAPPROC

    let createShader: PFNGLCREATESHADERPROC
    let deleteShader: PFNGLDELETESHADERPROC
    let shaderSource: PFNGLSHADERSOURCEPROC
    let compileShader: PFNGLCOMPILESHADERPROC
    let getShaderiv: PFNGLGETSHADERIVPROC
    let getShaderInfoLog: PFNGLGETSHADERINFOLOGPROC
    let createProgram: PFNGLCREATEPROGRAMPROC
    let deleteProgram: PFNGLDELETEPROGRAMPROC
    let attachShader: PFNGLATTACHSHADERPROC
    let bindAttribLocation: PFNGLBINDATTRIBLOCATIONPROC
    let linkProgram: PFNGLLINKPROGRAMPROC
    let getProgramiv: PFNGLGETPROGRAMIVPROC
    let getProgramInfoLog: PFNGLGETPROGRAMINFOLOGPROC
    let useProgram: PFNGLUSEPROGRAMPROC
    let getUniformLocation: PFNGLGETUNIFORMLOCATIONPROC
    let uniform1i: PFNGLUNIFORM1IPROC
    let uniform1f: PFNGLUNIFORM1FPROC
    let uniform2f: PFNGLUNIFORM2FPROC
    let uniform4f: PFNGLUNIFORM4FPROC
    let uniformMatrix4fv: PFNGLUNIFORMMATRIX4FVPROC

    let genBuffers: PFNGLGENBUFFERSPROC
    let deleteBuffers: PFNGLDELETEBUFFERSPROC
    let bindBuffer: PFNGLBINDBUFFERPROC
    let bufferData: PFNGLBUFFERDATAPROC
    let genVertexArrays: PFNGLGENVERTEXARRAYSPROC
    let deleteVertexArrays: PFNGLDELETEVERTEXARRAYSPROC
    let bindVertexArray: PFNGLBINDVERTEXARRAYPROC
    let enableVertexAttribArray: PFNGLENABLEVERTEXATTRIBARRAYPROC
    let vertexAttribPointer: PFNGLVERTEXATTRIBPOINTERPROC
    let drawArrays: PFNGLDRAWARRAYSPROC

    /// Resolves every entry point; throws `symbolMissing` for the first one absent.
    init(library: DynamicLibrary, procAddress: (String) -> UnsafeMutableRawPointer?) throws {
        func load<T>(_ name: String) throws -> T {
            guard let p = library.address(of: name) ?? procAddress(name) else {
                throw RendererError.symbolMissing(name)
            }
            return unsafeBitCast(p, to: T.self)
        }
        getError = try load("glGetError"); getIntegerv = try load("glGetIntegerv")
        getString = try load("glGetString"); viewport = try load("glViewport"); scissor = try load("glScissor")
        clearColor = try load("glClearColor"); clearStencil = try load("glClearStencil")
        clear = try load("glClear"); enable = try load("glEnable"); disable = try load("glDisable")
        blendFunc = try load("glBlendFunc"); colorMask = try load("glColorMask")
        blendEquationSeparate = try load("glBlendEquationSeparate")
        stencilFunc = try load("glStencilFunc"); stencilOp = try load("glStencilOp")
        stencilMask = try load("glStencilMask"); finish = try load("glFinish")
        pixelStorei = try load("glPixelStorei"); readPixels = try load("glReadPixels")

        genFramebuffers = try load("glGenFramebuffers"); deleteFramebuffers = try load("glDeleteFramebuffers")
        bindFramebuffer = try load("glBindFramebuffer"); framebufferTexture2D = try load("glFramebufferTexture2D")
        framebufferRenderbuffer = try load("glFramebufferRenderbuffer")
        checkFramebufferStatus = try load("glCheckFramebufferStatus")
        blitFramebuffer = try load("glBlitFramebuffer"); genRenderbuffers = try load("glGenRenderbuffers")
        deleteRenderbuffers = try load("glDeleteRenderbuffers"); bindRenderbuffer = try load("glBindRenderbuffer")
        renderbufferStorage = try load("glRenderbufferStorage")
        renderbufferStorageMultisample = try load("glRenderbufferStorageMultisample")

        genTextures = try load("glGenTextures"); deleteTextures = try load("glDeleteTextures")
        bindTexture = try load("glBindTexture"); activeTexture = try load("glActiveTexture")
        texImage2D = try load("glTexImage2D"); texSubImage2D = try load("glTexSubImage2D")
        texParameteri = try load("glTexParameteri"); generateMipmap = try load("glGenerateMipmap")

        createShader = try load("glCreateShader"); deleteShader = try load("glDeleteShader")
        shaderSource = try load("glShaderSource"); compileShader = try load("glCompileShader")
        getShaderiv = try load("glGetShaderiv"); getShaderInfoLog = try load("glGetShaderInfoLog")
        createProgram = try load("glCreateProgram"); deleteProgram = try load("glDeleteProgram")
        attachShader = try load("glAttachShader"); bindAttribLocation = try load("glBindAttribLocation")
        linkProgram = try load("glLinkProgram"); getProgramiv = try load("glGetProgramiv")
        getProgramInfoLog = try load("glGetProgramInfoLog"); useProgram = try load("glUseProgram")
        getUniformLocation = try load("glGetUniformLocation"); uniform1i = try load("glUniform1i")
        uniform1f = try load("glUniform1f"); uniform2f = try load("glUniform2f"); uniform4f = try load("glUniform4f")
        uniformMatrix4fv = try load("glUniformMatrix4fv")

        genBuffers = try load("glGenBuffers"); deleteBuffers = try load("glDeleteBuffers")
        bindBuffer = try load("glBindBuffer"); bufferData = try load("glBufferData")
        genVertexArrays = try load("glGenVertexArrays"); deleteVertexArrays = try load("glDeleteVertexArrays")
        bindVertexArray = try load("glBindVertexArray")
        enableVertexAttribArray = try load("glEnableVertexAttribArray")
        vertexAttribPointer = try load("glVertexAttribPointer"); drawArrays = try load("glDrawArrays")
    }

    /// The value of an integer GL state variable.
    func integer(_ name: Int32) -> Int32 {
        var v: GLint = 0
        getIntegerv(GLenum(name), &v)
        return v
    }
}
