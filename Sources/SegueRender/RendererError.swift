/// Why a `Renderer` could not be created or could not draw a frame.
public enum RendererError: Error, CustomStringConvertible, Sendable {
    /// A shared library could not be loaded with `dlopen`.
    case libraryMissing(library: String, debianPackages: [String], detail: String)
    /// A required entry point was not found in a loaded library.
    case symbolMissing(String)
    /// EGL could not give us a display, a configuration or an OpenGL ES 3 context.
    case eglFailure(step: String, code: Int32)
    /// A shader failed to compile or link (the log is included).
    case shaderFailure(String)
    /// A framebuffer object was incomplete (GL status code).
    case framebufferIncomplete(status: UInt32)

    public var description: String {
        switch self {
        case let .libraryMissing(library, packages, detail):
            return "SegueRender could not load \(library) (\(detail)). Install the Debian packages "
                + packages.joined(separator: ", ") + " (Mesa provides a software rasteriser, llvmpipe)."
        case let .symbolMissing(name):
            return "SegueRender: the GL/EGL entry point \(name) is missing; the installed Mesa is too old."
        case let .eglFailure(step, code):
            return "SegueRender: EGL failed at \(step) (error 0x\(String(code, radix: 16))). "
                + "A headless OpenGL ES 3 context needs Mesa's EGL (Debian: libegl-mesa0, libgles2)."
        case let .shaderFailure(log):
            return "SegueRender: shader build failed: \(log)"
        case let .framebufferIncomplete(status):
            return "SegueRender: framebuffer incomplete (status 0x\(String(status, radix: 16)))."
        }
    }
}
