import CEGL

/// What the fragment shader does with a quad (the `uMode` uniform).
enum DrawMode: Int32, CaseIterable {
    /// Rounded-rect fill or border ring (analytic corners).
    case fill = 0
    /// Premultiplied RGBA texture, optionally clipped to rounded corners.
    case texture = 1
    /// Glyph coverage from the R8 atlas, tinted.
    case glyphs = 2
    /// Gaussian-blurred rounded box.
    case shadow = 3
    /// Writes the rounded rect into the stencil buffer.
    case stencilShape = 4
    /// Flat colour, no shape maths (square corners, edges on whole pixels).
    case solid = 5
    /// Texture without corner clipping (square corners, group composites).
    case plainTexture = 6
    /// Horizontal Gaussian of a picture's alpha (content-shaped shadows, first pass).
    case blurAlpha = 7
    /// Vertical Gaussian of the first pass, drawn in the shadow colour.
    case blurShadow = 8
    /// `CAGradientLayer` gradients: the position along the gradient looked up in a
    /// premultiplied colour ramp texture (axial, radial, conic).
    case axialGradient = 9
    case radialGradient = 10
    case conicGradient = 11
    /// One-dimensional Gaussian of an RGBA picture along `uStep` (backdrop blurs).
    case blurColor = 12
    /// A blurred backdrop, sampled at the fragment's own window position (`uStep`: one
    /// target pixel in texture units), in the layer's rounded bounds, under `uTint`.
    case backdrop = 13
    /// `backdrop` where the shape's coverage is 1 (square bounds on whole pixels, the interior
    /// of rounded ones): no shape maths, and the window position interpolated as texture
    /// coordinates (which llvmpipe samples faster than `gl_FragCoord`).
    case plainBackdrop = 14
    /// Vibrancy: a group picture's alpha times `uColor.a`, as a grey of level `uColor.rgb`
    /// (premultiplied by that alpha), for plus-lighter / plus-darker blending.
    case vibrancy = 15
    /// Marks the stencil where the rounded rect does *not* cover a fragment (the
    /// inverse of `stencilShape`): the outside of a corner's arc.
    case stencilOutside = 16
}

/// One compiled layer program (specialised for a `DrawMode`) and its uniform locations.
final class ShaderProgram {
    let program: GLuint
    let matrix, color, shape, radius, corners, inner, innerRadius, sigma, threshold, step, edges, texture, tint: GLint
    private let gl: GLFunctions

    init(gl: GLFunctions, mode: DrawMode) throws {
        self.gl = gl
        let vs = try Self.compile(gl, GLenum(GL_VERTEX_SHADER), Shaders.vertex)
        let fs = try Self.compile(gl, GLenum(GL_FRAGMENT_SHADER), Shaders.fragment(mode: mode))
        let p = gl.createProgram()
        gl.attachShader(p, vs)
        gl.attachShader(p, fs)
        gl.linkProgram(p)
        gl.deleteShader(vs)
        gl.deleteShader(fs)
        var ok: GLint = 0
        gl.getProgramiv(p, GLenum(GL_LINK_STATUS), &ok)
        guard ok == GL_TRUE else {
            let log = Self.infoLog { gl.getProgramInfoLog(p, $0, $1, $2) }
            gl.deleteProgram(p)
            throw RendererError.shaderFailure(log)
        }
        program = p
        func location(_ name: String) -> GLint { gl.getUniformLocation(p, name) }
        matrix = location("uMatrix"); color = location("uColor")
        shape = location("uShape"); radius = location("uRadius"); corners = location("uCorners"); inner = location("uInner")
        innerRadius = location("uInnerRadius"); sigma = location("uSigma"); threshold = location("uThreshold")
        step = location("uStep"); edges = location("uEdges"); texture = location("uTexture"); tint = location("uTint")
    }

    /// Deletes the program (the owning context must be current; destroying the
    /// context frees it too).
    func destroy() { gl.deleteProgram(program) }

    private static func compile(_ gl: GLFunctions, _ kind: GLenum, _ source: String) throws -> GLuint {
        let shader = gl.createShader(kind)
        source.withCString { cString in
            var pointer: UnsafePointer<GLchar>? = cString
            gl.shaderSource(shader, 1, &pointer, nil)
        }
        gl.compileShader(shader)
        var ok: GLint = 0
        gl.getShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok == GL_TRUE else {
            let log = infoLog { gl.getShaderInfoLog(shader, $0, $1, $2) }
            gl.deleteShader(shader)
            throw RendererError.shaderFailure(log)
        }
        return shader
    }

    private static func infoLog(_ read: (GLsizei, UnsafeMutablePointer<GLsizei>, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var buffer = [GLchar](repeating: 0, count: 4096)
        var length: GLsizei = 0
        read(4096, &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
