import CEGL

/// The process-wide EGL connection: libEGL and libGLESv2 loaded with `dlopen`,
/// one initialised headless display, and the GL function table.
///
/// The display is never terminated: several renderers (each with its own
/// context) share it, and terminating it would pull contexts out from under them.
final class EGLRuntime: @unchecked Sendable {
    let display: EGLDisplay
    let config: EGLConfig
    let gl: GLFunctions
    /// How the display was obtained ("surfaceless", "device", "default").
    let platform: String

    private let makeCurrentFn: PFNEGLMAKECURRENTPROC
    private let createContextFn: PFNEGLCREATECONTEXTPROC
    private let destroyContextFn: PFNEGLDESTROYCONTEXTPROC
    private let getErrorFn: PFNEGLGETERRORPROC

    /// The shared runtime, or the error that prevented creating it (cached: not retried).
    static let shared: Result<EGLRuntime, RendererError> = {
        do { return .success(try EGLRuntime()) } catch let e as RendererError {
            return .failure(e)
        } catch { return .failure(.eglFailure(step: "\(error)", code: 0)) }
    }()

    private init() throws {
        let egl = try DynamicLibrary(candidates: ["libEGL.so.1", "libEGL.so"],
                                     debianPackages: ["libegl1", "libegl-mesa0"])
        let gles = try DynamicLibrary(candidates: ["libGLESv2.so.2", "libGLESv2.so"],
                                      debianPackages: ["libgles2", "libegl-mesa0"])
        func load<T>(_ name: String) throws -> T {
            guard let p = egl.address(of: name) else { throw RendererError.symbolMissing(name) }
            return unsafeBitCast(p, to: T.self)
        }
        let getProcAddress: PFNEGLGETPROCADDRESSPROC = try load("eglGetProcAddress")
        func proc<T>(_ name: String) -> T? {
            guard let p = egl.address(of: name) ?? unsafeBitCast(getProcAddress(name), to: UnsafeMutableRawPointer?.self)
            else { return nil }
            return unsafeBitCast(p, to: T.self)
        }
        let queryString: PFNEGLQUERYSTRINGPROC = try load("eglQueryString")
        let getDisplay: PFNEGLGETDISPLAYPROC = try load("eglGetDisplay")
        let initialize: PFNEGLINITIALIZEPROC = try load("eglInitialize")
        let bindAPI: PFNEGLBINDAPIPROC = try load("eglBindAPI")
        let chooseConfig: PFNEGLCHOOSECONFIGPROC = try load("eglChooseConfig")
        getErrorFn = try load("eglGetError")
        makeCurrentFn = try load("eglMakeCurrent")
        createContextFn = try load("eglCreateContext")
        destroyContextFn = try load("eglDestroyContext")

        let clientExtensions = queryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        // EGL 1.5's eglGetPlatformDisplay, else the EXT entry point (same meaning; no attributes passed).
        let coreDisplay: PFNEGLGETPLATFORMDISPLAYPROC? = proc("eglGetPlatformDisplay")
        let extDisplay: PFNEGLGETPLATFORMDISPLAYEXTPROC? = proc("eglGetPlatformDisplayEXT")
        let platformDisplay: ((Int32, UnsafeMutableRawPointer?) -> EGLDisplay?)? =
            if let coreDisplay { { coreDisplay(EGLenum($0), $1, nil) } }
            else if let extDisplay { { extDisplay(EGLenum($0), $1, nil) } }
            else { nil }

        var candidates: [(String, EGLDisplay)] = []
        if let getPlatformDisplay = platformDisplay {
            if clientExtensions.contains("EGL_MESA_platform_surfaceless"),
               let d = getPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, nil) {
                candidates.append(("surfaceless", d))
            }
            if clientExtensions.contains("EGL_EXT_platform_device"),
               let queryDevices: PFNEGLQUERYDEVICESEXTPROC = proc("eglQueryDevicesEXT") {
                var devices = [EGLDeviceEXT?](repeating: nil, count: 8)
                var count: EGLint = 0
                if queryDevices(8, &devices, &count) == EGL_TRUE {
                    for device in devices.prefix(Int(count)).compactMap({ $0 }) {
                        if let d = getPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, device) {
                            candidates.append(("device", d))
                        }
                    }
                }
            }
        }
        if let d = getDisplay(nil) { candidates.append(("default", d)) }

        var chosen: (String, EGLDisplay, EGLConfig)?
        var lastError: EGLint = 0
        for (name, display) in candidates {
            var major: EGLint = 0, minor: EGLint = 0
            guard initialize(display, &major, &minor) == EGL_TRUE else { lastError = getErrorFn(); continue }
            let displayExtensions = queryString(display, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
            guard displayExtensions.contains("EGL_KHR_surfaceless_context") else { continue }
            guard bindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else { lastError = getErrorFn(); continue }
            let attributes: [EGLint] = [EGL_SURFACE_TYPE, 0, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
                                         EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE]
            var config: EGLConfig?
            var count: EGLint = 0
            guard chooseConfig(display, attributes, &config, 1, &count) == EGL_TRUE, count > 0,
                  let config else { lastError = getErrorFn(); continue }
            chosen = (name, display, config)
            break
        }
        guard let (name, display, config) = chosen else {
            throw RendererError.eglFailure(step: "eglInitialize/eglChooseConfig (no usable display)", code: lastError)
        }
        self.platform = name
        self.display = display
        self.config = config
        self.gl = try GLFunctions(library: gles) { name in
            unsafeBitCast(getProcAddress(name), to: UnsafeMutableRawPointer?.self)
        }
    }

    /// A new OpenGL ES 3 context on the shared display.
    func makeContext() throws -> EGLContext {
        let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        guard let context = createContextFn(display, config, nil, attributes) else {
            throw RendererError.eglFailure(step: "eglCreateContext (OpenGL ES 3)", code: getErrorFn())
        }
        return context
    }

    /// Makes `context` current on this thread with no surface (nil releases the current one).
    func makeCurrent(_ context: EGLContext?) throws {
        guard makeCurrentFn(display, nil, nil, context) == EGL_TRUE else {
            throw RendererError.eglFailure(step: "eglMakeCurrent", code: getErrorFn())
        }
    }

    func destroy(_ context: EGLContext) {
        _ = destroyContextFn(display, context)
    }
}
