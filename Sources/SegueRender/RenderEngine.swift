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
    private let programs: [DrawMode: ShaderProgram]
    private var currentMode: DrawMode?
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    /// MSAA samples the driver gives us (4, or 0 without multisampling).
    let maxSamples: Int
    /// Samples of the current frame's targets (0 when the frame is too large for MSAA).
    private(set) var samples = 0
    let maxTextureSize: Int
    let maxRenderbufferSize: Int
    private let rasterizer = GlyphRasterizer()
    private let atlas: GlyphAtlas
    private let images: ImageTextureCache
    private var mainTarget: RenderTarget?
    /// Offscreen targets for group opacity, by nesting level.
    private var groupTargets: [RenderTarget] = []
    /// Scratch textures of content-shaped shadows (created on first use).
    private var shadowScratch: ShadowScratch?
    private var loggedLayerIDs: Set<Int> = []
    private var loggedWarnings: Set<String> = []

    // Per-frame state.
    private var tree = RenderTree(time: 0, layers: [])
    private var structure = TreeStructure([])
    /// Most texture taps a content-shaped shadow may cost (two blur passes).
    static let contentShadowTapLimit = 24_000_000 // about 150 ms on llvmpipe with two cores (never reached at
                                                  // phone sizes: wide blurs run at a coarser level)
    /// Subtrees nested deeper than this are skipped (guards the recursion).
    static let maximumDepth = 256
    private var scale: CGFloat = 1
    private var pixelWidth = 0, pixelHeight = 0
    /// Window points → clip space (row-vector).
    private var projection = CATransform3DIdentity
    private var guardBand = CGRect.zero
    private var targets: [RenderTarget] = []
    /// Scissor region of each target in `targets` (nil for the main target).
    private var regions: [PixelRegion?] = []
    private var stencilDepth = 0

    init(gl: GLFunctions) throws {
        self.gl = gl
        var programs: [DrawMode: ShaderProgram] = [:]
        for mode in DrawMode.allCases { programs[mode] = try ShaderProgram(gl: gl, mode: mode) }
        self.programs = programs
        let driverSamples = Int(gl.integer(GL_MAX_SAMPLES))
        self.maxSamples = driverSamples >= 4 && ProcessInfo.processInfo.environment["SEGUE_RENDER_MSAA"] != "0" ? 4 : 0
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
        programs.values.forEach { $0.destroy() }
        gl.deleteBuffers(1, &vertexBuffer)
        gl.deleteVertexArrays(1, &vertexArray)
    }

    /// Bytes held by image textures (for tests and diagnostics).
    var imageTextureBytes: Int { images.totalBytes }
    var imageTextureCount: Int { images.count }
    /// Bytes held by render targets.
    var targetBytes: Int {
        (mainTarget?.byteCount ?? 0) + groupTargets.reduce(0) { $0 + $1.byteCount } + (shadowScratch?.byteCount ?? 0)
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
    func render(_ tree: RenderTree, scale: CGFloat, plan: FramePlan, background: CGColor?) throws -> [UInt8] {
        let width = plan.width, height = plan.height
        self.tree = tree
        structure = TreeStructure(tree.layers.map(\.subtreeEnd))
        if structure.wasRepaired {
            warnOnce("SegueRender: render tree has inconsistent subtreeEnd values; repaired (layers may be misparented)")
        }
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

        samples = plan.samples
        if mainTarget?.width != width || mainTarget?.height != height || mainTarget?.samples != samples {
            mainTarget?.destroy()
            groupTargets.forEach { $0.destroy() }
            groupTargets = []
            shadowScratch?.destroy()
            shadowScratch = nil
            mainTarget = nil
            mainTarget = try RenderTarget.make(gl: gl, width: width, height: height, samples: samples)
        }
        guard let main = mainTarget else { return [] }
        images.budgetBytes = max(Self.minimumImageBudgetBytes, textureBudgetBytes - targetBytes - atlas.byteCount)
        atlas.beginFrame()

        let bg = background.map { DrawUniforms.premultiplied($0, opacity: 1) } ?? (0, 0, 0, 0)
        setScissor(nil)
        main.clear(red: bg.0, green: bg.1, blue: bg.2, alpha: bg.3)
        targets = [main]
        regions = [nil]
        stencilDepth = 0
        currentMode = nil
        restoreDrawingState()
        applyStencil()

        if !tree.layers.isEmpty {
            drawLayer(0, parentMatrix: CATransform3DIdentity, inheritedOpacity: 1, depth: 0)
        }
        main.resolve()
        let pixels = main.readPixels()
        images.endFrame()
        self.tree = RenderTree(time: 0, layers: [])
        return pixels
    }

    /// The GL state every layer draw assumes: our vertex array, premultiplied
    /// blending, the stencil test on, texture unit 0.
    private func restoreDrawingState() {
        gl.bindVertexArray(vertexArray)
        gl.bindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        gl.activeTexture(GLenum(GL_TEXTURE0))
        gl.enable(GLenum(GL_BLEND))
        gl.blendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        gl.enable(GLenum(GL_STENCIL_TEST))
    }

    // MARK: Traversal

    private func drawLayer(_ index: Int, parentMatrix: CATransform3D, inheritedOpacity: Double, depth: Int) {
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
            drawLayerContents(layer, matrix: matrix, children: children, opacity: own, childOpacity: own, depth: depth)
        }
    }

    /// Draws the layer itself and its subtree into the current target.
    private func drawLayerContents(_ layer: RenderLayer, matrix: CATransform3D, children: [Int],
                                   opacity: Double, childOpacity: Double, depth: Int, drawsShadow: Bool = true) {
        let facesViewer = LayerGeometry.projectedSignedArea(of: layer.bounds, matrix).map { $0 > 0 } ?? true
        let drawsSelf = layer.isDoubleSided || facesViewer
        if drawsSelf {
            if drawsShadow { drawShadow(layer, matrix: matrix, opacity: opacity, hasChildren: !children.isEmpty) }
            drawBackground(layer, matrix: matrix, opacity: opacity)
            drawContents(layer, matrix: matrix, opacity: opacity)
            drawText(layer, matrix: matrix, opacity: opacity)
        }
        if !children.isEmpty {
            let clips = layer.masksToBounds
            if clips && (layer.bounds.isEmpty || stencilDepth >= 255) {
                if stencilDepth >= 255 { warnOnce("SegueRender: more than 255 nested masks; clipped subtrees skipped") }
            } else {
                if clips { pushClip(layer, matrix: matrix) }
                let childMatrix = LayerGeometry.childMatrix(of: layer, matrix: matrix)
                for child in children {
                    drawLayer(child, parentMatrix: childMatrix, inheritedOpacity: childOpacity, depth: depth + 1)
                }
                if clips { popClip(layer, matrix: matrix) }
            }
        }
        if drawsSelf { drawBorder(layer, matrix: matrix, opacity: opacity) }
    }

    /// Children in drawing order: a stable sort by `zPosition`.
    private func sortedChildren(of index: Int) -> [Int] {
        let children = structure.children(of: index)
        func z(_ i: Int) -> CGFloat { tree.layers[i].zPosition.isFinite ? tree.layers[i].zPosition : 0 }
        guard children.contains(where: { z($0) != 0 }) else { return children }
        // (z, sublayer index) keys: a strict total order, so the sort is stable.
        return children.enumerated().map { (z: z($0.element), order: $0.offset, index: $0.element) }
            .sorted { ($0.z, $0.order) < ($1.z, $1.order) }
            .map(\.index)
    }

    private static func hasFiniteGeometry(_ l: RenderLayer) -> Bool {
        let values: [CGFloat] = [l.bounds.origin.x, l.bounds.origin.y, l.bounds.width, l.bounds.height,
                                 l.position.x, l.position.y, l.anchorPoint.x, l.anchorPoint.y, l.anchorPointZ,
                                 l.zPosition, l.cornerRadius, l.borderWidth, l.shadowRadius,
                                 l.shadowOffset.width, l.shadowOffset.height, l.contentsScale]
        return values.allSatisfy(\.isFinite) && LayerGeometry.isFinite(l.transform)
            && LayerGeometry.isFinite(l.sublayerTransform)
    }

    // MARK: Layer parts

    private func drawShadow(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double, hasChildren: Bool) {
        guard layer.shadowOpacity > 0, !layer.masksToBounds else { return }
        // Without a shadowPath the shadow is cast by what the layer draws: nothing drawn,
        // no shadow; only a translucent background, a proportionally fainter one.
        let backgroundAlpha = Double(layer.backgroundColor?.alpha ?? 0)
        let drawsMore = layer.contents != nil || layer.text != nil || hasChildren
            || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
        let casterAlpha = layer.shadowPath != nil || drawsMore ? 1 : backgroundAlpha
        guard casterAlpha > 0 else { return }
        let color = layer.shadowColor ?? .black
        let alpha = Double(min(max(layer.shadowOpacity, 0), 1)) * opacity * casterAlpha
        guard color.alpha > 0, alpha > 0 else { return }
        let sigma = max(layer.shadowRadius, 0) / 2
        var shapes: [(CGRect, CGFloat)] = []
        if let path = layer.shadowPath {
            for element in path.elements {
                switch element {
                case .rect(let r): shapes.append((r, 0))
                case .roundedRect(let r, let cw, let ch): shapes.append((r, min(cw, ch)))
                case .ellipse(let r): shapes.append((r, min(r.width, r.height) / 2))
                }
            }
        } else {
            shapes.append((layer.bounds, layer.cornerRadius))
        }
        for (rect, corner) in shapes where rect.width > 0 && rect.height > 0 {
            let shape = rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            let reach = 3 * sigma + 1 / scale
            guard let quad = LayerGeometry.clampedToGuardBand(shape.insetBy(dx: -reach, dy: -reach), matrix,
                                                              guardBand: guardBand) else { continue }
            var batch = QuadBatch()
            batch.append(quad)
            draw(batch, matrix: matrix, uniforms: DrawUniforms(
                mode: .shadow, color: DrawUniforms.premultiplied(color, opacity: alpha), shape: shape,
                radius: DrawUniforms.clampedRadius(corner, for: shape), sigma: sigma))
        }
    }

    private func drawBackground(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let color = layer.backgroundColor, color.alpha > 0,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        var batch = QuadBatch()
        batch.append(quad)
        let radius = DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: radius > 0 ? .fill : .solid, color: DrawUniforms.premultiplied(color, opacity: opacity),
            shape: layer.bounds, radius: radius))
    }

    private func drawBorder(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        let radius = DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds)
        let inner = layer.bounds.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
        var batch = QuadBatch()
        batch.append(quad)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .fill, color: DrawUniforms.premultiplied(color, opacity: opacity), shape: layer.bounds,
            radius: radius, inner: inner.isNull ? .zero : inner, innerRadius: max(0, radius - layer.borderWidth)))
    }

    /// The clip applied to a layer's own contents and text: its bounds (and
    /// corner radius) when it masks to bounds.
    private func contentClip(_ layer: RenderLayer) -> (rect: CGRect?, radius: CGFloat) {
        guard layer.masksToBounds else { return (nil, 0) }
        return (layer.bounds, DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds))
    }

    private func drawContents(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let image = layer.contents, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        let contentsScale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let imageSize = CGSize(width: CGFloat(image.width) / contentsScale, height: CGFloat(image.height) / contentsScale)
        let rect = layer.contentsGravity.rect(forImageSize: imageSize, in: layer.bounds)
        let clip = contentClip(layer)
        let limit = clip.rect.map { $0.intersection(rect) } ?? rect
        guard !limit.isNull, let visible = LayerGeometry.clampedToGuardBand(limit, matrix, guardBand: guardBand)
        else { return }
        var batch = QuadBatch()
        batch.append(rect, uv: CGRect(x: 0, y: 0, width: 1, height: 1), clippedTo: visible)
        guard !batch.isEmpty else { return }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), images.texture(for: image))
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: clip.radius > 0 ? .texture : .plainTexture, color: (0, 0, 0, Float(opacity)),
            shape: layer.bounds, radius: clip.radius))
    }

    private func drawText(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let text = layer.text else { return }
        let clip = contentClip(layer)
        let snap = LayerGeometry.pixelSnapOffset(matrix)
        for run in text.runs where run.pointSize > 0 && run.pointSize.isFinite && run.color.alpha > 0 {
            let pixelSize = Double(run.pointSize * scale)
            var batches: [GLuint: QuadBatch] = [:]
            var order: [GLuint] = []
            for glyph in run.glyphs where glyph.position.x.isFinite && glyph.position.y.isFinite {
                guard let slot = atlas.slot(fontPath: run.fontPath, pixelSize: pixelSize, glyph: glyph.glyphIndex)
                else { continue }
                var origin = CGPoint(x: glyph.position.x + CGFloat(slot.left) / scale,
                                     y: glyph.position.y - CGFloat(slot.top) / scale)
                if let snap {
                    // Unrotated, unscaled text: put the bitmap on whole pixels so it stays crisp.
                    origin.x = ((origin.x + snap.x) * scale).rounded() / scale - snap.x
                    origin.y = ((origin.y + snap.y) * scale).rounded() / scale - snap.y
                }
                let rect = CGRect(x: origin.x, y: origin.y,
                                  width: CGFloat(slot.width) / scale, height: CGFloat(slot.height) / scale)
                let page = CGFloat(GlyphAtlas.pageSize)
                let uv = CGRect(x: CGFloat(slot.x) / page, y: CGFloat(slot.y) / page,
                                width: CGFloat(slot.width) / page, height: CGFloat(slot.height) / page)
                if batches[slot.texture] == nil { order.append(slot.texture) }
                batches[slot.texture, default: QuadBatch()].append(rect, uv: uv, clippedTo: clip.rect)
            }
            let color = DrawUniforms.premultiplied(run.color, opacity: opacity)
            for texture in order {
                guard let batch = batches[texture], !batch.isEmpty else { continue }
                gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
                draw(batch, matrix: matrix, uniforms: DrawUniforms(
                    mode: .glyphs, color: color, shape: layer.bounds, radius: clip.radius))
            }
        }
    }

    // MARK: Clipping (stencil)

    private func applyStencil() {
        gl.stencilMask(0xFF)
        gl.stencilFunc(GLenum(GL_EQUAL), GLint(stencilDepth), 0xFF)
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
    }

    private func drawClipShape(_ layer: RenderLayer, matrix: CATransform3D, operation: Int32) {
        guard let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        gl.colorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(operation))
        // With MSAA the rounded corners' coverage selects samples (alpha to coverage), so
        // clipped children get antialiased corners; the same samples are hit on enter and leave.
        if samples > 0 { gl.enable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        var batch = QuadBatch()
        batch.append(quad)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .stencilShape, shape: layer.bounds,
            radius: DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds),
            threshold: samples > 0 ? 1.0 / 255 : 0.5))
        if samples > 0 { gl.disable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    /// Children drawn after this see only the inside of the layer's rounded bounds.
    private func pushClip(_ layer: RenderLayer, matrix: CATransform3D) {
        drawClipShape(layer, matrix: matrix, operation: GL_INCR)
        stencilDepth += 1
        applyStencil()
    }

    private func popClip(_ layer: RenderLayer, matrix: CATransform3D) {
        drawClipShape(layer, matrix: matrix, operation: GL_DECR)
        stencilDepth -= 1
        applyStencil()
    }

    // MARK: Group opacity

    private struct GroupState {
        var target: RenderTarget
        var region: PixelRegion
        var savedStencilDepth: Int
    }

    /// The pixels a group-opacity subtree can touch: the whole target when
    /// unbounded, empty when it draws nothing.
    private func groupRegion(of index: Int, matrix: CATransform3D) -> PixelRegion {
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        guard let bounds = SubtreeExtent.windowBounds(of: index, in: tree, structure: structure, matrix: matrix)
        else { return whole }
        return PixelRegion.covering(bounds, scale: scale, margin: 2, width: pixelWidth, height: pixelHeight)
    }

    /// Restricts drawing to `region` (nil: no restriction).
    private func setScissor(_ region: PixelRegion?) {
        if let r = region {
            gl.enable(GLenum(GL_SCISSOR_TEST))
            gl.scissor(GLint(r.x), GLint(r.y), GLsizei(r.width), GLsizei(r.height))
        } else {
            gl.disable(GLenum(GL_SCISSOR_TEST))
        }
    }

    /// Starts drawing into an offscreen target the size of the output, cleared
    /// and scissored to `region`; nil (draw directly, with per-layer opacity)
    /// when the memory budget forbids another target.
    private func pushGroupTarget(region: PixelRegion) -> GroupState? {
        let level = targets.count - 1
        if level >= groupTargets.count {
            let main = targets[0]
            guard targetBytes + main.byteCount + atlas.byteCount <= textureBudgetBytes,
                  let target = try? RenderTarget.make(gl: gl, width: main.width, height: main.height, samples: samples)
            else {
                warnOnce("SegueRender: no memory for another group-opacity target (nesting level \(level + 1)); "
                         + "drawing that subtree without group opacity")
                return nil
            }
            groupTargets.append(target)
        }
        let target = groupTargets[level]
        let state = GroupState(target: target, region: region, savedStencilDepth: stencilDepth)
        setScissor(region)
        target.clear(red: 0, green: 0, blue: 0, alpha: 0)
        targets.append(target)
        regions.append(region)
        stencilDepth = 0
        applyStencil()
        return state
    }

    /// Resolves the group and composites its region onto the enclosing target with `opacity`.
    private func popGroupTarget(_ state: GroupState, opacity: Double) {
        state.target.resolve(region: state.region)
        returnToEnclosingTarget(from: state)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), state.target.resolvedTexture)
        drawPixels(state.region, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, Float(opacity))))
    }

    /// Makes the target below `state`'s the drawing target again, with its scissor and clip depth.
    private func returnToEnclosingTarget(from state: GroupState) {
        restoreDrawingState()
        targets.removeLast()
        regions.removeLast()
        setScissor(regions.last ?? nil)
        targets[targets.count - 1].bindForDrawing()
        stencilDepth = state.savedStencilDepth
        applyStencil()
    }

    /// Draws the pixel rectangle `region` of the current (output-sized) target,
    /// sampling the bound texture at the same pixels moved back by `offset`.
    private func drawPixels(_ region: PixelRegion, offset: (x: CGFloat, y: CGFloat) = (0, 0), uniforms: DrawUniforms) {
        let w = CGFloat(pixelWidth), h = CGFloat(pixelHeight)
        drawRect(region, targetWidth: pixelWidth, targetHeight: pixelHeight,
                 uv: CGRect(x: (CGFloat(region.x) - offset.x) / w, y: (CGFloat(region.y) - offset.y) / h,
                            width: CGFloat(region.width) / w, height: CGFloat(region.height) / h),
                 uniforms: uniforms)
    }

    /// Draws the pixel rectangle `region` of a `targetWidth × targetHeight`
    /// framebuffer (bound, with its viewport) with texture coordinates `uv`.
    private func drawRect(_ region: PixelRegion, targetWidth: Int, targetHeight: Int, uv: CGRect,
                          uniforms: DrawUniforms) {
        var projection = CATransform3DIdentity
        projection.m11 = 2 / CGFloat(targetWidth)
        projection.m22 = 2 / CGFloat(targetHeight)
        projection.m41 = -1
        projection.m42 = -1
        var batch = QuadBatch()
        batch.append(CGRect(x: region.x, y: region.y, width: region.width, height: region.height), uv: uv)
        draw(batch, clipMatrix: projection, uniforms: uniforms)
    }

    // MARK: Content-shaped shadows

    /// A shadow cast by the alpha of what a layer and its sublayers draw, as
    /// Core Animation casts it when there is no `shadowPath`. Regions in pixels.
    private struct ContentShadow {
        /// Where the layer's picture is drawn (and composited from).
        var picture: PixelRegion
        /// Where the first blur pass is written.
        var blur: PixelRegion
        /// Where the shadow lands.
        var destination: PixelRegion
        var offset: (x: CGFloat, y: CGFloat)
        /// Blur sigma in output pixels.
        var sigma: CGFloat
        /// Resolution level the blur runs at (1/2^level of the output).
        var level: Int
        var color: CGColor
        var opacity: Double
    }

    /// The content-shaped shadow of `layer`, or nil when the analytic box
    /// shadow is exact (an opaque background) or applies (a `shadowPath`, a
    /// mask, nothing drawn besides a background, or geometry the blur cannot follow).
    private func contentShadow(for layer: RenderLayer, index: Int, matrix: CATransform3D, opacity: Double,
                               hasChildren: Bool) -> ContentShadow? {
        guard layer.shadowOpacity > 0, !layer.masksToBounds, layer.shadowPath == nil,
              (layer.backgroundColor?.alpha ?? 0) < 1 else { return nil }
        let color = layer.shadowColor ?? .black
        let drawsMore = layer.contents != nil || layer.text != nil || hasChildren
            || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
        guard color.alpha > 0, drawsMore, !(opacity < 1 && !layer.allowsGroupOpacity && hasChildren) else { return nil }
        if !layer.isDoubleSided, let area = LayerGeometry.projectedSignedArea(of: layer.bounds, matrix), area <= 0 {
            return nil
        }
        // Screen-space blur and offset from the layer's local scale at its centre.
        func project(_ p: CGPoint) -> CGPoint? {
            let h = LayerGeometry.homogeneous(p, matrix)
            guard h.w > 1e-6 else { return nil }
            return CGPoint(x: h.x / h.w, y: h.y / h.w)
        }
        let c = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        guard let p0 = project(c), let px = project(CGPoint(x: c.x + 1, y: c.y)),
              let py = project(CGPoint(x: c.x, y: c.y + 1)),
              let po = project(CGPoint(x: c.x + layer.shadowOffset.width, y: c.y + layer.shadowOffset.height))
        else { return nil }
        let layerScale = abs((px.x - p0.x) * (py.y - p0.y) - (px.y - p0.y) * (py.x - p0.x)).squareRoot()
        let sigma = max(layer.shadowRadius, 0) / 2 * layerScale * scale
        let offset = (x: (po.x - p0.x) * scale, y: (po.y - p0.y) * scale)
        guard sigma.isFinite, offset.x.isFinite, offset.y.isFinite, sigma < 1024 else { return nil }
        let extent = SubtreeExtent.windowBounds(of: index, in: tree, structure: structure, matrix: matrix)
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let content = extent.map { PixelRegion.covering($0, scale: scale, margin: 2, width: pixelWidth, height: pixelHeight) }
            ?? whole
        guard !content.isEmpty else { return nil }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        // Blur at a level where sigma is 2–4 texels: about a dozen taps per side.
        let level = sigma >= 4 ? min(ShadowScratch.maximumLevel, Int(log2(sigma / 2))) : 0
        let blurRegion = content.expanded(by: 2 * reach, width: pixelWidth, height: pixelHeight)
        let destination = content.offsetBy(dx: offset.x, dy: offset.y, width: pixelWidth, height: pixelHeight)
            .expanded(by: reach, width: pixelWidth, height: pixelHeight)
        let factor = 1 << level
        let taps = 2 * min(Int((3 * sigma / CGFloat(factor)).rounded(.up)) + 1, 16) + 1
        let cost = 2 * blurRegion.width * blurRegion.height / (factor * factor) * taps
            + destination.width * destination.height
        guard cost <= Self.contentShadowTapLimit else {
            warnOnce("SegueRender: content-shaped shadows over large areas (\(cost / 1_000_000) M taps) are drawn as "
                     + "the layer's rounded bounds")
            return nil
        }
        return ContentShadow(
            picture: content.expanded(by: 4 * reach, width: pixelWidth, height: pixelHeight).union(destination),
            blur: blurRegion, destination: destination, offset: offset, sigma: sigma, level: level,
            color: color, opacity: Double(min(max(layer.shadowOpacity, 0), 1)))
    }

    /// Draws the layer and its subtree offscreen, puts its blurred alpha in the
    /// shadow colour underneath, and composites the whole with `opacity` (so,
    /// as in Core Animation, a faded layer does not show its shadow through
    /// its own opaque parts). False (nothing drawn) when no offscreen target is available.
    private func drawWithContentShadow(_ layer: RenderLayer, matrix: CATransform3D, children: [Int],
                                       shadow: ContentShadow, opacity: Double, depth: Int) -> Bool {
        let scratch = shadowScratch ?? ShadowScratch(gl: gl, width: pixelWidth, height: pixelHeight)
        shadowScratch = scratch
        guard let level = try? scratch.level(shadow.level), let blur = try? scratch.region(shadow.blur, atLevel: shadow.level),
              let group = pushGroupTarget(region: shadow.picture) else { return false }
        drawLayerContents(layer, matrix: matrix, children: children, opacity: 1, childOpacity: 1, depth: depth,
                          drawsShadow: false)
        group.target.resolve(region: group.region)
        gl.disable(GLenum(GL_STENCIL_TEST))
        gl.disable(GLenum(GL_BLEND))

        // The picture's alpha, box-filtered down to the blur level.
        try? scratch.downsample(sourceFramebuffer: group.target.resolveFramebuffer, region: shadow.picture,
                                to: shadow.level)
        let source = level.picture?.texture ?? group.target.resolvedTexture
        let sigma = shadow.sigma / CGFloat(1 << shadow.level)
        let uv = CGRect(x: CGFloat(blur.x) / CGFloat(level.width), y: CGFloat(blur.y) / CGFloat(level.height),
                        width: CGFloat(blur.width) / CGFloat(level.width), height: CGFloat(blur.height) / CGFloat(level.height))

        // Separable Gaussian at that level; the targets are cleared so taps outside read zero.
        scratch.bindAndClear(level.horizontal, width: level.width, height: level.height)
        setScissor(blur)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), source)
        drawRect(blur, targetWidth: level.width, targetHeight: level.height, uv: uv,
                 uniforms: DrawUniforms(mode: .blurAlpha, sigma: sigma, step: (1 / Float(level.width), 0)))
        scratch.bindAndClear(level.vertical, width: level.width, height: level.height)
        setScissor(blur)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), level.horizontal.texture)
        drawRect(blur, targetWidth: level.width, targetHeight: level.height, uv: uv,
                 uniforms: DrawUniforms(mode: .blurShadow, color: (1, 1, 1, 1), sigma: sigma,
                                        step: (0, 1 / Float(level.height))))

        // The shadow, offset and tinted, *under* the resolved picture (destination-over).
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), group.target.resolveFramebuffer)
        gl.viewport(0, 0, GLsizei(pixelWidth), GLsizei(pixelHeight))
        setScissor(shadow.destination)
        gl.enable(GLenum(GL_BLEND))
        gl.blendFunc(GLenum(GL_ONE_MINUS_DST_ALPHA), GLenum(GL_ONE))
        gl.bindTexture(GLenum(GL_TEXTURE_2D), level.vertical.texture)
        let d = shadow.destination, f = CGFloat(1 << shadow.level)
        drawRect(d, targetWidth: pixelWidth, targetHeight: pixelHeight,
                 uv: CGRect(x: (CGFloat(d.x) - shadow.offset.x) / f / CGFloat(level.width),
                            y: (CGFloat(d.y) - shadow.offset.y) / f / CGFloat(level.height),
                            width: CGFloat(d.width) / f / CGFloat(level.width),
                            height: CGFloat(d.height) / f / CGFloat(level.height)),
                 uniforms: DrawUniforms(mode: .glyphs,
                                        color: DrawUniforms.premultiplied(shadow.color, opacity: shadow.opacity)))

        returnToEnclosingTarget(from: group) // restores blending, stencil, scissor
        gl.bindTexture(GLenum(GL_TEXTURE_2D), group.target.resolvedTexture)
        drawPixels(shadow.picture, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, Float(opacity))))
        return true
    }

    // MARK: Drawing

    /// Logs `message` the first time it occurs in this renderer's life.
    private func warnOnce(_ message: String) {
        if loggedWarnings.insert(message).inserted { renderLog.warning("\(message)") }
    }

    /// Draws `batch` (layer space) under `matrix` (layer → window points).
    private func draw(_ batch: QuadBatch, matrix: CATransform3D, uniforms: DrawUniforms) {
        draw(batch, clipMatrix: matrix.then(projection), uniforms: uniforms)
    }

    private func draw(_ batch: QuadBatch, clipMatrix: CATransform3D, uniforms u: DrawUniforms) {
        guard !batch.isEmpty else { return }
        guard let program = programs[u.mode] else { return }
        if currentMode != u.mode {
            gl.useProgram(program.program)
            gl.uniform1i(program.texture, 0)
            currentMode = u.mode
        }
        let elements = LayerGeometry.uniformElements(clipMatrix)
        elements.withUnsafeBufferPointer { gl.uniformMatrix4fv(program.matrix, 1, GLboolean(GL_FALSE), $0.baseAddress) }
        gl.uniform4f(program.color, u.color.0, u.color.1, u.color.2, u.color.3)
        gl.uniform4f(program.shape, Float(u.shape.minX), Float(u.shape.minY), Float(u.shape.width), Float(u.shape.height))
        gl.uniform1f(program.radius, Float(u.radius))
        gl.uniform4f(program.inner, Float(u.inner.minX), Float(u.inner.minY), Float(u.inner.width), Float(u.inner.height))
        gl.uniform1f(program.innerRadius, Float(u.innerRadius))
        gl.uniform1f(program.sigma, Float(u.sigma))
        gl.uniform1f(program.threshold, u.threshold)
        gl.uniform2f(program.step, u.step.0, u.step.1)
        batch.floats.withUnsafeBytes { bytes in
            gl.bufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        gl.drawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(batch.vertexCount))
    }
}
