import CEGL
import Foundation
import OpenUIKit

/// Renders `RenderTree` snapshots to pixels with OpenGL ES 3 on a headless
/// EGL context (Mesa's llvmpipe on machines without a GPU).
///
/// Core Animation semantics: each layer is drawn as a quad of its bounds under
/// its full 4×4 matrix (`localToParent · parent.childSpaceTransform · flatten ·
/// parent's matrix`, where `flatten` drops z because a `CALayer` renders its
/// sublayers into its own plane) with the perspective divide done by the GPU,
/// so texturing is perspective-correct. Siblings are drawn in stable
/// `zPosition` order with the painter's algorithm (no depth buffer, as CA
/// without transform layers). Supports
/// opacity (group opacity through offscreen targets), `masksToBounds` with
/// corner radius (stencil), background, border, analytic shadows, `contents`
/// with gravity, text, `isHidden` and `isDoubleSided`. Edges and rounded corners
/// are antialiased analytically, without multisampling; stencil clips have hard
/// edges unless `SEGUE_RENDER_MSAA=1` asks for 4× MSAA (see `RenderEngine.maxSamples`).
///
/// The root layer is drawn in its own bounds space, as `CALayer.render(in:)`
/// draws: output point (0, 0) is the root bounds' origin, and the root's
/// position, anchor and transform are ignored (for a window's layer they only
/// place it on the screen). Its opacity and `isHidden` still apply.
///
/// Shadows: with a `shadowPath`, or without one on a layer whose background
/// is opaque (or that draws only its background), an analytic Gaussian of the
/// (rounded) shape; otherwise the layer and its sublayers are drawn offscreen
/// and their alpha is blurred (two separable passes, screen-space sigma from
/// the layer's scale at its centre), as Core Animation casts shadows.
///
/// Approximations: the box shadow ignores sublayers that overflow an opaque
/// layer; group-opacity targets are output-sized, limited to the subtree's
/// screen extent; subtrees nested deeper than 256 levels are skipped.
///
/// Thread safety: a `Renderer` is **not** thread-safe. Use one instance from
/// one thread at a time; it may move between threads between calls, since each
/// `render` makes its context current and releases it before returning.
/// Several renderers may work on different threads at once.
public final class Renderer {
    private let runtime: EGLRuntime
    private let context: EGLContext
    private let engine: RenderEngine

    /// Creates the EGL context and GL resources.
    /// - Throws: `RendererError` naming the missing library (and the Debian
    ///   packages that provide it) or the EGL/GL step that failed.
    public init() throws {
        let runtime = try EGLRuntime.shared.get()
        let context = try runtime.makeContext()
        let engine: RenderEngine
        do {
            try runtime.makeCurrent(context)
            defer { try? runtime.makeCurrent(nil) }
            engine = try RenderEngine(gl: runtime.gl)
        } catch {
            // Thrown before `self` is fully initialised, so `deinit` will not run.
            runtime.destroy(context)
            throw error
        }
        self.runtime = runtime
        self.context = context
        self.engine = engine
    }

    deinit {
        if (try? runtime.makeCurrent(context)) != nil {
            engine.destroy()
            try? runtime.makeCurrent(nil)
        }
        runtime.destroy(context)
    }

    /// The OpenGL ES renderer string (for example "llvmpipe (LLVM 15.0.7, 256 bits)").
    public var deviceDescription: String {
        guard (try? runtime.makeCurrent(context)) != nil else { return "unknown" }
        defer { try? runtime.makeCurrent(nil) }
        return runtime.gl.getString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
    }

    /// Renders `tree`.
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - size: the output size in **pixels**; defaults to the root layer's
    ///     bounds × `scale`. The picture is anchored at the top-left and drawn
    ///     at `scale` regardless (a different size crops or extends it).
    ///   - background: colour the frame is cleared to (nil: transparent).
    /// - Returns: the frame; an empty (0 × 0) frame when the size is below one pixel.
    ///   Sizes beyond the GL limit (16384) or the memory budget are reduced (and
    ///   logged): first multisampling is dropped, then the frame is cropped.
    public func render(_ tree: RenderTree, scale: CGFloat = 1, size: CGSize? = nil,
                       background: CGColor? = .black) throws -> Frame {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let requested = size ?? CGSize(width: tree.rootSize.width * scale, height: tree.rootSize.height * scale)
        func pixels(_ v: CGFloat) -> Int { v.isFinite && v >= 1 ? Int(min(v.rounded(), 1_048_576)) : 0 }
        let width = pixels(requested.width), height = pixels(requested.height)
        guard width > 0, height > 0 else { return Frame(width: 0, height: 0, pixels: [], time: tree.time) }
        let plan = engine.plan(width: width, height: height)
        try runtime.makeCurrent(context)
        defer { try? runtime.makeCurrent(nil) }
        let data = try engine.render(tree, scale: scale, plan: plan, background: background)
        return Frame(width: plan.width, height: plan.height, pixels: data, time: tree.time)
    }

    /// Draws `tree` as `render` does and waits for the GPU, without reading
    /// the pixels back (benchmarks: what a frame costs before the copy).
    func draw(_ tree: RenderTree, scale: CGFloat) throws {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = Int((tree.rootSize.width * scale).rounded()), height = Int((tree.rootSize.height * scale).rounded())
        guard width > 0, height > 0 else { return }
        let plan = engine.plan(width: width, height: height)
        try runtime.makeCurrent(context)
        defer { try? runtime.makeCurrent(nil) }
        _ = try engine.render(tree, scale: scale, plan: plan, background: .black, readBack: false)
    }

    /// GPU memory SegueRender currently holds for this renderer, in bytes
    /// (render targets plus image textures).
    public var textureMemoryBytes: Int {
        engine.targetBytes + engine.imageTextureBytes
    }

    /// GPU memory budget in bytes (default 256 MB): image textures are evicted
    /// least-recently-used beyond it, and group-opacity targets are not created.
    var textureBudgetBytes: Int {
        get { engine.textureBudgetBytes }
        set { engine.textureBudgetBytes = newValue }
    }

    /// Bytes held by cached `contents` textures.
    var imageTextureBytes: Int { engine.imageTextureBytes }

    /// Number of cached `contents` textures (one per live `CGImage` used in the last frame).
    var cachedImageCount: Int { engine.imageTextureCount }

    /// Bitmaps of rasterized layers drawn so far (cache misses), and how many are kept.
    var rasterBitmapsDrawn: Int { engine.rasterCache.renderCount }
    var rasterBitmapsKept: Int { engine.rasterCache.entries.count }
}
