import CEGL
import Foundation
import OpenUIKit

/// Draws `RenderTree`s with OpenGL ES 3. Owns every GL object of one
/// context; the context must be current for every call. Internal: the
/// public face is `Renderer`.
final class RenderEngine {
    /// Total GPU memory this engine allows itself (targets, atlas, images);
    /// image textures always get at least `minimumImageBudgetBytes`.
    var textureBudgetBytes = 256 << 20
    static let minimumImageBudgetBytes = 16 << 20
    /// Divides layer z so that perspective comes only from the layers' own m34.
    static let depthRange: CGFloat = 100_000

    let gl: GLFunctions
    let programs: [DrawMode: ShaderProgram]
    var currentMode: DrawMode?
    var vertexArray: GLuint = 0
    var vertexBuffer: GLuint = 0
    /// MSAA samples of the frame's targets: 0 (the default) or 4.
    ///
    /// Multisampling is off by default: straight quad edges are antialiased analytically
    /// in the fragment shaders (each quad outset by about one pixel, its coverage ramped
    /// over one pixel from the screen-space distance to its edges) and rounded corners
    /// were already analytic, so frames need no multisampled clear and resolve, which
    /// dominated frame time on llvmpipe. The one thing that stays aliased without MSAA is
    /// the edge of a stencil clip (`masksToBounds` that the scissor cannot do):
    /// - under a rotation, skew or perspective, the clipped subtree is drawn into a 4× MSAA
    ///   offscreen target limited to the clip's screen extent (`clipSamples`, `pushClip`),
    ///   whose stencil takes the clip's coverage through alpha-to-coverage, and composited
    ///   back; only those pixels pay for multisampling (`SEGUE_RENDER_CLIP_MSAA=0` turns
    ///   this off, leaving hard clip edges);
    /// - under 2-D scale and translation (rounded corners, fractional edges), the clip
    ///   edge is hard, at pixel centres (coverage ≥ ½); the clipped layers' own edges and
    ///   corners stay analytic. Most such clips in practice are an image view's own
    ///   rounded contents, which are analytic (they need no stencil).
    /// Glyph quads are not outset: transformed text keeps its bitmap's own antialiasing
    /// but a glyph bitmap's border row can be cut at pixel centres.
    /// Set the environment variable `SEGUE_RENDER_MSAA=1` (read when the renderer is
    /// created) to draw whole frames with 4× MSAA where the driver offers it (every clip
    /// edge then antialiased through alpha-to-coverage). Output is deterministic either way.
    let maxSamples: Int
    /// Samples of the offscreen targets that stencil clips are drawn in when the frame
    /// itself is not multisampled (4, or 0 where the driver has no MSAA).
    let clipSamples: Int
    /// Multisampled offscreen targets of stencil clips, by nesting level (see `pushClip`).
    var clipTargets: [RenderTarget] = []
    var clipTargetsInUse = 0
    /// Samples of the current frame's targets (0 when the frame is too large for MSAA).
    private(set) var samples = 0
    let maxTextureSize: Int
    let maxRenderbufferSize: Int
    let rasterizer = GlyphRasterizer()
    let atlas: GlyphAtlas
    let images: ImageTextureCache
    /// Rasters of shape layers (`CAShapeLayer`), by content and scale.
    let shapes = ShapeRasterCache()
    var mainTarget: RenderTarget?
    /// Offscreen targets for group opacity, by nesting level.
    var groupTargets: [RenderTarget] = []
    /// Scratch textures of content-shaped shadows (created on first use).
    var shadowScratch: ShadowScratch?
    /// Bitmaps of rasterized layers (`shouldRasterize`), kept between frames.
    let rasterCache = RasterCache()
    /// Scratch textures of backdrop blurs (RGBA; created on first use).
    var backdropScratch: ShadowScratch?
    /// The 256 × 1 colour ramp texture gradients are drawn with (created on first use).
    var gradientRamp: GLuint = 0
    var loggedLayerIDs: Set<Int> = []
    var loggedWarnings: Set<String> = []

    // Per-frame state.
    var tree = RenderTree(time: 0, layers: [])
    var structure = TreeStructure([])
    /// Most texture taps a content-shaped shadow may cost (two blur passes).
    static let contentShadowTapLimit = 24_000_000 // about 150 ms on llvmpipe with two cores (never reached at
                                                  // phone sizes: wide blurs run at a coarser level)
    /// Subtrees nested deeper than this are skipped (guards the recursion).
    static let maximumDepth = 256
    var scale: CGFloat = 1
    var pixelWidth = 0, pixelHeight = 0
    /// Window points → clip space (row-vector).
    var projection = CATransform3DIdentity
    var guardBand = CGRect.zero
    var targets: [RenderTarget] = []
    /// Scissor region of each target in `targets` (nil for the main target).
    var regions: [PixelRegion?] = []
    var stencilDepth = 0
    /// The pixels of the current target's corner clip (`pushClip`) that can hold cut
    /// corners; nil when it has none.
    var cutCorners: [PixelRegion]?
    /// The layer whose opaque background the frame was cleared to (`frameFillingBackground`):
    /// its background is not drawn again.
    var preclearedBackground: Int?
    /// Geometry-flipped layers above the one being drawn (contents are mirrored back
    /// upright under an odd count; see `uprightContentsMatrix`).
    var flippedAncestors = 0

    init(gl: GLFunctions) throws {
        self.gl = gl
        var programs: [DrawMode: ShaderProgram] = [:]
        for mode in DrawMode.allCases { programs[mode] = try ShaderProgram(gl: gl, mode: mode) }
        self.programs = programs
        let driverSamples = Int(gl.integer(GL_MAX_SAMPLES))
        self.maxSamples = driverSamples >= 4 && ProcessInfo.processInfo.environment["SEGUE_RENDER_MSAA"] == "1" ? 4 : 0
        self.clipSamples = driverSamples >= 4 && ProcessInfo.processInfo.environment["SEGUE_RENDER_CLIP_MSAA"] != "0" ? 4 : 0
        maxTextureSize = Int(gl.integer(GL_MAX_TEXTURE_SIZE))
        maxRenderbufferSize = Int(gl.integer(GL_MAX_RENDERBUFFER_SIZE))
        atlas = GlyphAtlas(gl: gl, rasterizer: rasterizer)
        images = ImageTextureCache(gl: gl, maxTextureSize: maxTextureSize, budgetBytes: 256 << 20)

        gl.genVertexArrays(1, &vertexArray)
        gl.bindVertexArray(vertexArray)
        gl.genBuffers(1, &vertexBuffer)
        gl.bindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        gl.enableVertexAttribArray(0)
        gl.enableVertexAttribArray(1)
        gl.vertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 16, nil)
        gl.vertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 16, UnsafeRawPointer(bitPattern: 8))
    }

    /// Deletes every GL object (the context must be current).
    func destroy() {
        images.removeAll()
        atlas.removeAll()
        mainTarget?.destroy()
        groupTargets.forEach { $0.destroy() }
        clipTargets.forEach { $0.destroy() }
        backdropScratch?.destroy()
        rasterCache.removeAll()
        if gradientRamp != 0 { gl.deleteTextures(1, &gradientRamp) }
        programs.values.forEach { $0.destroy() }
        gl.deleteBuffers(1, &vertexBuffer)
        gl.deleteVertexArrays(1, &vertexArray)
    }

    /// Bytes held by image textures (for tests and diagnostics).
    var imageTextureBytes: Int { images.totalBytes }
    var imageTextureCount: Int { images.count }
    /// Bytes held by render targets.
    var targetBytes: Int {
        (mainTarget?.byteCount ?? 0) + groupTargets.reduce(0) { $0 + $1.byteCount }
            + clipTargets.reduce(0) { $0 + $1.byteCount } + (shadowScratch?.byteCount ?? 0)
            + (backdropScratch?.byteCount ?? 0) + rasterCache.byteCount
    }

    // MARK: Frame

    /// The size and sample count a frame is drawn with.
    struct FramePlan {
        var width: Int
        var height: Int
        var samples: Int
    }

    /// Fits a requested output size to the GL limits and the memory budget: the
    /// main target may use at most half the budget; multisampling is dropped
    /// first, then the frame is cropped (keeping its top-left corner).
    func plan(width: Int, height: Int) -> FramePlan {
        let limit = min(maxRenderbufferSize, maxTextureSize, 16384)
        var plan = FramePlan(width: min(width, limit), height: min(height, limit), samples: maxSamples)
        let allowance = textureBudgetBytes / 2
        func bytes(_ p: FramePlan) -> Int {
            RenderTarget.byteCount(width: p.width, height: p.height, samples: p.samples, stencilFormat: GL_STENCIL_INDEX8)
        }
        if plan.samples > 0 && bytes(plan) > allowance { plan.samples = 0 }
        if bytes(plan) > allowance {
            let factor = (Double(allowance) / Double(bytes(plan))).squareRoot()
            plan.width = max(1, Int(Double(plan.width) * factor))
            plan.height = max(1, Int(Double(plan.height) * factor))
        }
        if plan.width != width || plan.height != height || plan.samples != maxSamples {
            warnOnce("SegueRender: a \(width)×\(height) frame exceeds the GL limit or memory budget; drawing "
                     + "\(plan.width)×\(plan.height) with \(plan.samples == 0 ? "no" : "\(plan.samples)×") multisampling")
        }
        return plan
    }

    /// Renders `tree` into an image sized by `plan` and returns its pixels (top-down).
    /// With `readBack` false the frame is drawn and finished on the GPU but
    /// not copied back (benchmarks: the drawing's own cost); nothing is returned.
    func render(_ tree: RenderTree, scale: CGFloat, plan: FramePlan, background: CGColor?,
                readBack: Bool = true) throws -> [UInt8] {
        let width = plan.width, height = plan.height
        self.tree = tree
        structure = TreeStructure(tree.layers.map(\.subtreeEnd))
        if structure.wasRepaired {
            warnOnce("SegueRender: render tree has inconsistent subtreeEnd values; repaired (layers may be misparented)")
        }
        setViewSpace(scale: scale, width: width, height: height)

        samples = plan.samples
        if mainTarget?.width != width || mainTarget?.height != height || mainTarget?.samples != samples {
            mainTarget?.destroy()
            groupTargets.forEach { $0.destroy() }
            groupTargets = []
            clipTargets.forEach { $0.destroy() }
            clipTargets = []
            shadowScratch?.destroy()
            shadowScratch = nil
            backdropScratch?.destroy()
            backdropScratch = nil
            mainTarget = nil
            mainTarget = try RenderTarget.make(gl: gl, width: width, height: height, samples: samples)
        }
        guard let main = mainTarget else { return [] }
        images.budgetBytes = max(Self.minimumImageBudgetBytes, textureBudgetBytes - targetBytes - atlas.byteCount)
        atlas.beginFrame()

        var bg = background.map { DrawUniforms.premultiplied($0, opacity: 1) } ?? (0, 0, 0, 0)
        let fill = frameFillingBackground()
        preclearedBackground = fill?.index
        if let fill { bg = fill.color }
        setScissor(nil)
        RenderProfile.measure("clear", gl) { main.clear(red: bg.0, green: bg.1, blue: bg.2, alpha: bg.3) }
        targets = [main]
        regions = [nil]
        stencilDepth = 0
        cutCorners = nil
        flippedAncestors = 0
        clipTargetsInUse = 0
        currentMode = nil
        restoreDrawingState()
        applyStencil()

        if !tree.layers.isEmpty {
            RenderProfile.measure("layers", gl) {
                drawLayer(0, parentMatrix: CATransform3DIdentity, inheritedOpacity: 1, depth: 0)
            }
        }
        main.resolve()
        let pixels: [UInt8]
        if readBack {
            pixels = RenderProfile.measure("read back", gl) { main.readPixels() }
        } else {
            gl.finish()
            pixels = []
        }
        images.endFrame()
        rasterCache.endFrame()
        self.tree = RenderTree(time: 0, layers: [])
        preclearedBackground = nil
        return pixels
    }

    /// Makes window points map to a `width × height` pixel target at `scale`: the
    /// projection, the guard band, and the scale and size the drawing code reads.
    func setViewSpace(scale: CGFloat, width: Int, height: Int) {
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
        var p = CATransform3DIdentity
        // x: points → pixels → clip; y likewise without a flip, so GL row 0 is the
        // top of the picture and glReadPixels returns rows top-down.
        p.m11 = 2 * scale / CGFloat(width)
        p.m22 = 2 * scale / CGFloat(height)
        p.m33 = 1 / Self.depthRange
        p.m41 = -1
        p.m42 = -1
        projection = p
        let w = CGFloat(width) / scale, h = CGFloat(height) / scale
        guardBand = CGRect(x: -w, y: -h, width: 3 * w, height: 3 * h)
    }

    /// The GL state every layer draw assumes: our vertex array, premultiplied
    /// blending, texture unit 0 (the stencil test is `applyStencil`'s, called after).
    func restoreDrawingState() {
        gl.bindVertexArray(vertexArray)
        gl.bindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        gl.activeTexture(GLenum(GL_TEXTURE0))
        gl.enable(GLenum(GL_BLEND))
        gl.blendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    // MARK: Traversal

    /// Draws layer `index` and its subtree: skips hidden, transparent and non-finite
    /// layers, and routes group opacity and content-shaped shadows through offscreen targets.
    func drawLayer(_ index: Int, parentMatrix: CATransform3D, inheritedOpacity: Double, depth: Int) {
        let layer = tree.layers[index]
        guard !layer.isHidden else { return }
        guard depth < Self.maximumDepth else {
            warnOnce("SegueRender: layers nested deeper than \(Self.maximumDepth) levels are not drawn")
            return
        }
        let opacity = Double(layer.opacity).isFinite ? min(max(Double(layer.opacity), 0), 1) : 0
        guard opacity > 0 else { return }
        // The root is drawn in its own bounds space, as `CALayer.render(in:)` does:
        // its position and transform place it in a superlayer this picture does not have.
        let matrix = index == 0
            ? CATransform3DMakeTranslation(-layer.bounds.origin.x, -layer.bounds.origin.y, 0)
            : layer.localToParent.then(parentMatrix)
        guard Self.hasFiniteGeometry(layer), LayerGeometry.isFinite(matrix) else {
            if loggedLayerIDs.insert(layer.layerID).inserted {
                renderLog.warning("SegueRender: layer \(layer.layerID) \(layer.name ?? "") has non-finite geometry; skipped")
            }
            return
        }
        let children = sortedChildren(of: index)
        if layer.shouldRasterize,
           drawRasterized(index, layer: layer, matrix: matrix, children: children, opacity: opacity * inheritedOpacity,
                          depth: depth) {
            return
        }
        if let maskIndex = structure.mask(of: index, in: tree),
           RenderProfile.measure("masked layer", gl, {
               drawMasked(index, layer: layer, maskIndex: maskIndex, matrix: matrix, children: children,
                          opacity: opacity * inheritedOpacity, depth: depth)
           }) {
            return
        }
        if layer.vibrancy != 0, layer.vibrancy.isFinite,
           drawVibrant(index, layer: layer, matrix: matrix, children: children, opacity: opacity * inheritedOpacity,
                       depth: depth) {
            return
        }
        if let shadow = contentShadow(for: layer, index: index, matrix: matrix, opacity: opacity, hasChildren: !children.isEmpty),
           drawWithContentShadow(layer, matrix: matrix, children: children, shadow: shadow,
                                 opacity: opacity * inheritedOpacity, depth: depth) {
            return
        }
        let wantsGroup = opacity < 1 && layer.allowsGroupOpacity && !children.isEmpty
        let region = wantsGroup ? groupRegion(of: index, matrix: matrix) : nil
        if let region, region.isEmpty { return } // the group draws nothing on screen
        if let region, let group = pushGroupTarget(region: region) {
            drawLayerContents(layer, matrix: matrix, children: children, opacity: 1, childOpacity: 1, depth: depth)
            popGroupTarget(group, opacity: opacity * inheritedOpacity)
        } else {
            let own = opacity * inheritedOpacity
            // Without a group (opacity 1, a leaf, allowsGroupOpacity off, or no memory for a
            // target) the opacity multiplies down to each descendant.
            drawLayerContents(layer, matrix: matrix, children: children, opacity: own, childOpacity: own, depth: depth,
                              drawsBackground: index != preclearedBackground)
        }
    }

    /// Draws the layer itself and its subtree into the current target (without its
    /// background when `drawsBackground` is false: the frame was cleared to it).
    func drawLayerContents(_ layer: RenderLayer, matrix: CATransform3D, children: [Int],
                           opacity: Double, childOpacity: Double, depth: Int, drawsShadow: Bool = true,
                           drawsBackground: Bool = true) {
        let facesViewer = LayerGeometry.projectedSignedArea(of: layer.bounds, matrix).map { $0 > 0 } ?? true
        let drawsSelf = layer.isDoubleSided || facesViewer
        if drawsSelf {
            if drawsShadow { drawShadow(layer, matrix: matrix, opacity: opacity, hasChildren: !children.isEmpty) }
            let backgroundDrawn = RenderProfile.measure("backdrop blur", gl) {
                drawBackdrop(layer, matrix: matrix, opacity: opacity)
            }
            if drawsBackground && !backgroundDrawn
                && !backgroundIsCovered(layer, matrix: matrix, children: children, childOpacity: childOpacity) {
                RenderProfile.measure("background", gl) { drawBackground(layer, matrix: matrix, opacity: opacity) }
            }
            drawGradient(layer, matrix: matrix, opacity: opacity)
            let upright = uprightContentsMatrix(layer, matrix)
            RenderProfile.measure("contents", gl) { drawContents(layer, matrix: upright, opacity: opacity) }
            drawText(layer, matrix: upright, opacity: opacity)
            drawShape(layer, matrix: matrix, opacity: opacity)
        }
        if !children.isEmpty {
            let clips = layer.masksToBounds
            if clips && (layer.bounds.isEmpty || stencilDepth >= 255) {
                if stencilDepth >= 255 { warnOnce("SegueRender: more than 255 nested masks; clipped subtrees skipped") }
            } else {
                let clip = clips ? pushClip(layer, matrix: matrix) : nil
                let childMatrix = LayerGeometry.childMatrix(of: layer, matrix: matrix)
                if layer.isGeometryFlipped { flippedAncestors += 1 }
                for child in children {
                    drawLayer(child, parentMatrix: childMatrix, inheritedOpacity: childOpacity, depth: depth + 1)
                }
                if layer.isGeometryFlipped { flippedAncestors -= 1 }
                if let clip { popClip(layer, matrix: matrix, state: clip) }
            }
        }
        if drawsSelf { drawBorder(layer, matrix: matrix, opacity: opacity) }
    }

    /// True when the first child drawn paints an opaque, square-cornered background over
    /// every pixel of `layer`'s bounds (both under 2-D scale-and-translate matrices) before
    /// anything else is drawn above the layer's background, which then cannot show.
    func backgroundIsCovered(_ layer: RenderLayer, matrix: CATransform3D, children: [Int], childOpacity: Double) -> Bool {
        guard let first = children.first, childOpacity >= 1, layer.contents == nil, layer.text == nil,
              (layer.backgroundColor?.alpha ?? 0) > 0,
              !(layer.masksToBounds && DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds) > 0)
        else { return false }
        let child = tree.layers[first]
        guard !child.isHidden, Double(child.opacity) >= 1, (child.backgroundColor?.alpha ?? 0) >= 1,
              child.shadowOpacity <= 0, DrawUniforms.clampedRadius(child.cornerRadius, for: child.bounds) == 0,
              Self.hasFiniteGeometry(child) else { return false }
        let childMatrix = child.localToParent.then(LayerGeometry.childMatrix(of: layer, matrix: matrix))
        guard let outer = Self.axisAlignedWindowRect(child.bounds, childMatrix),
              let inner = Self.axisAlignedWindowRect(layer.bounds, matrix) else { return false }
        guard child.isDoubleSided || (LayerGeometry.projectedSignedArea(of: child.bounds, childMatrix) ?? 0) > 0
        else { return false }
        return outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// The window rectangle of `rect` under a 2-D scale-and-translate `matrix` (nil for any other matrix).
    static func axisAlignedWindowRect(_ rect: CGRect, _ m: CATransform3D) -> CGRect? {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, !rect.isEmpty else { return nil }
        let x0 = rect.minX * m.m11 + m.m41, x1 = rect.maxX * m.m11 + m.m41
        let y0 = rect.minY * m.m22 + m.m42, y1 = rect.maxY * m.m22 + m.m42
        let r = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite ? r : nil
    }

    /// Children in drawing order: a stable sort by `zPosition`.
    func sortedChildren(of index: Int) -> [Int] {
        let children = structure.sublayers(of: index, in: tree)
        func z(_ i: Int) -> CGFloat { tree.layers[i].zPosition.isFinite ? tree.layers[i].zPosition : 0 }
        guard children.contains(where: { z($0) != 0 }) else { return children }
        // (z, sublayer index) keys: a strict total order, so the sort is stable.
        return children.enumerated().map { (z: z($0.element), order: $0.offset, index: $0.element) }
            .sorted { ($0.z, $0.order) < ($1.z, $1.order) }
            .map(\.index)
    }

    /// True when every geometric value of the layer is finite.
    static func hasFiniteGeometry(_ l: RenderLayer) -> Bool {
        // x · 0 is 0 for finite x and NaN otherwise (see LayerGeometry.isFinite).
        let zero = l.bounds.origin.x * 0 + l.bounds.origin.y * 0 + l.bounds.width * 0 + l.bounds.height * 0
            + l.position.x * 0 + l.position.y * 0 + l.anchorPoint.x * 0 + l.anchorPoint.y * 0 + l.anchorPointZ * 0
            + l.zPosition * 0 + l.cornerRadius * 0 + l.borderWidth * 0 + l.shadowRadius * 0
            + l.shadowOffset.width * 0 + l.shadowOffset.height * 0 + l.contentsScale * 0
        return zero == 0 && LayerGeometry.isFinite(l.transform) && LayerGeometry.isFinite(l.sublayerTransform)
    }
}
