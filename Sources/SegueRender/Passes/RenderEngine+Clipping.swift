import CEGL
import Foundation
import OpenUIKit

/// `masksToBounds` clipping with the stencil buffer.
extension RenderEngine {
    /// Draws only where the stencil equals the current clip depth. Outside every stencil
    /// clip (depth 0, no marked corners) the stencil is 0 everywhere and the test would
    /// always pass: it is off, which spares llvmpipe a stencil read a fragment and lets it
    /// treat an opaque draw as hiding what is under it.
    func applyStencil() {
        gl.stencilMask(0xFF)
        gl.stencilFunc(GLenum(GL_EQUAL), GLint(stencilDepth), 0xFF)
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
        if stencilDepth == 0 && cutCorners == nil {
            gl.disable(GLenum(GL_STENCIL_TEST))
        } else {
            gl.enable(GLenum(GL_STENCIL_TEST))
        }
    }

    /// The stencil value of pixels a corner clip cuts away: no clip depth reaches it
    /// (nesting stops at 255), so they fail every test.
    static let cutCorner: GLint = 0xFF

    /// Marks with `cutCorner` the pixels of `layer`'s rounded corners outside their arcs
    /// (only the corner squares are drawn; colour writes off).
    func markCutCorners(_ layer: RenderLayer, matrix: CATransform3D, radius: CGFloat) {
        gl.colorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        gl.enable(GLenum(GL_STENCIL_TEST))
        gl.stencilFunc(GLenum(GL_ALWAYS), Self.cutCorner, 0xFF)
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))
        var batch = QuadBatch()
        for square in Self.cornerSquares(of: layer, radius: radius) { batch.append(square) }
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .stencilOutside, color: (1, 1, 1, 1), shape: layer.bounds, radius: radius,
            corners: DrawUniforms.corners(of: layer), threshold: 0.5))
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    /// The `radius`-sided squares at `layer`'s rounded corners (those `maskedCorners` rounds).
    static func cornerSquares(of layer: RenderLayer, radius: CGFloat) -> [CGRect] {
        let b = layer.bounds
        let corners: [(CACornerMask, CGFloat, CGFloat)] = [
            (.layerMinXMinYCorner, b.minX, b.minY), (.layerMaxXMinYCorner, b.maxX - radius, b.minY),
            (.layerMinXMaxYCorner, b.minX, b.maxY - radius), (.layerMaxXMaxYCorner, b.maxX - radius, b.maxY - radius),
        ]
        return corners.filter { layer.maskedCorners.contains($0.0) }
            .map { CGRect(x: $0.1, y: $0.2, width: radius, height: radius) }
    }

    /// Writes the layer's rounded bounds into the stencil with `operation` (INCR or DECR)
    /// where the stencil equals the current depth; colour writes off.
    func drawClipShape(_ layer: RenderLayer, matrix: CATransform3D, operation: Int32) {
        guard let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        gl.colorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        gl.enable(GLenum(GL_STENCIL_TEST)) // off at depth 0 (see `applyStencil`), and needed to write
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(operation))
        // With MSAA the rounded corners' coverage selects samples (alpha to coverage), so
        // clipped children get antialiased corners; the same samples are hit on enter and leave.
        let samples = targets[targets.count - 1].samples
        if samples > 0 { gl.enable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        let radius = DrawUniforms.radius(of: layer)
        let uniforms = DrawUniforms(mode: .stencilShape, color: (1, 1, 1, 1), shape: layer.bounds, radius: radius,
                                    corners: DrawUniforms.corners(of: layer), threshold: samples > 0 ? 1.0 / 255 : 0.5)
        // Inside the corners' reach every pixel is kept: that part needs no shape maths.
        let inner = quad.intersection(layer.bounds.insetBy(dx: radius, dy: radius))
        if radius > 0, !inner.isNull, inner.width > 0, inner.height > 0 {
            var interior = QuadBatch()
            interior.append(inner)
            drawInteriorAndRing(interior, inner: inner, outer: quad, plainMode: .solid, matrix: matrix,
                                uniforms: uniforms) { $0 }
        } else {
            var batch = QuadBatch()
            batch.append(quad)
            draw(batch, matrix: matrix, uniforms: uniforms)
        }
        if samples > 0 { gl.disable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    /// How a `pushClip` was applied, for the matching `popClip`.
    enum ClipState {
        /// Through the stencil buffer.
        case stencil
        /// Through the scissor (the target's scissor region before the clip) and the
        /// stencil marks of the cut corners, within `corners` (pixel regions) to clear.
        case corners(PixelRegion?, [PixelRegion])
        /// Through the scissor: the target's scissor region before the clip.
        case scissor(PixelRegion?)
        /// Through the stencil of a multisampled offscreen target, composited when popped.
        case multisampled(GroupState)
    }

    /// Starts drawing a stencil-clipped subtree into a cleared multisampled target scissored
    /// to `region` (the clip's pixels); nil when the current target is multisampled already,
    /// the driver has no MSAA, or memory forbids another target.
    func pushClipTarget(region: PixelRegion) -> GroupState? {
        guard clipSamples > 0, targets[targets.count - 1].samples == 0, !region.isEmpty else { return nil }
        if clipTargetsInUse >= clipTargets.count {
            let main = targets[0]
            let bytes = RenderTarget.byteCount(width: main.width, height: main.height, samples: clipSamples,
                                               stencilFormat: main.stencilFormat)
            guard targetBytes + bytes + atlas.byteCount <= textureBudgetBytes,
                  let target = try? RenderTarget.make(gl: gl, width: main.width, height: main.height, samples: clipSamples)
            else { return nil }
            clipTargets.append(target)
        }
        let target = clipTargets[clipTargetsInUse]
        clipTargetsInUse += 1
        return enterOffscreen(target, region: region)
    }

    /// The output pixels `layer`'s bounds can cover under `matrix` (nil: unknown, a corner behind the eye).
    func clipRegion(of layer: RenderLayer, matrix: CATransform3D) -> PixelRegion? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<4 {
            let h = LayerGeometry.homogeneous(LayerGeometry.corner(i, of: layer.bounds), matrix)
            guard h.w > 1e-9 else { return nil }
            minX = min(minX, h.x / h.w); maxX = max(maxX, h.x / h.w)
            minY = min(minY, h.y / h.w); maxY = max(maxY, h.y / h.w)
        }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard box.origin.x.isFinite, box.origin.y.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        var region = PixelRegion.covering(box, scale: scale, margin: 2, width: pixelWidth, height: pixelHeight)
        if let current = regions[regions.count - 1] {
            let x0 = max(current.x, region.x), y0 = max(current.y, region.y)
            let x1 = min(current.x + current.width, region.x + region.width)
            let y1 = min(current.y + current.height, region.y + region.height)
            region = PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
        return region
    }

    /// Children drawn after this see only the inside of the layer's rounded bounds.
    /// A square-cornered clip under a 2-D scale-and-translate matrix narrows the
    /// scissor instead, at no fill cost: to the pixels whose centres it covers, which
    /// are the pixels a single-sampled stencil keeps (and, when its edges fall on pixel
    /// boundaries, every sample of them). Other clips use the stencil.
    func pushClip(_ layer: RenderLayer, matrix: CATransform3D) -> ClipState {
        let radius = DrawUniforms.radius(of: layer)
        let singleSampled = targets[targets.count - 1].samples == 0
        if radius == 0,
           let clip = singleSampled ? pixelCentreRegion(of: layer.bounds, matrix) : pixelAlignedRegion(of: layer.bounds, matrix) {
            return .scissor(narrowScissor(to: clip))
        }
        // A rounded clip outside every other stencil clip: the scissor keeps its box, and
        // only the pixels its corners cut away are marked in the stencil (a few corner
        // squares instead of the whole shape, written on entry and cleared on exit).
        if radius > 0, singleSampled, stencilDepth == 0, cutCorners == nil,
           let box = pixelCentreRegion(of: layer.bounds, matrix) {
            let saved = narrowScissor(to: box)
            let corners = Self.cornerSquares(of: layer, radius: radius).compactMap { square -> PixelRegion? in
                guard let window = Self.axisAlignedWindowRect(square, matrix) else { return nil }
                return PixelRegion.covering(window, scale: scale, margin: 1, width: pixelWidth, height: pixelHeight)
                    .intersection(box)
            }
            markCutCorners(layer, matrix: matrix, radius: radius)
            cutCorners = corners
            applyStencil()
            return .corners(saved, corners)
        }
        // Without frame MSAA a stencil clip would have hard edges: draw the clipped subtree
        // in a multisampled target over the clip's pixels instead (source-over is associative,
        // so compositing it back equals drawing in place, up to rounding).
        // Clips under 2-D scale and translation keep the plain stencil (hard edges at pixel
        // centres, rounded corners included): the offscreen pass costs more than it shows there.
        var state = ClipState.stencil
        if RenderEngine.axisAlignedWindowRect(layer.bounds, matrix) == nil,
           let group = pushClipTarget(region: clipRegion(of: layer, matrix: matrix) ?? regions[regions.count - 1]
                                          ?? PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)) {
            state = .multisampled(group)
        }
        drawClipShape(layer, matrix: matrix, operation: GL_INCR)
        stencilDepth += 1
        applyStencil()
        return state
    }

    /// Undoes `pushClip` for the same layer and matrix.
    func popClip(_ layer: RenderLayer, matrix: CATransform3D, state: ClipState) {
        switch state {
        case .scissor(let saved):
            regions[regions.count - 1] = saved
            setScissor(saved)
        case .corners(let saved, let corners):
            gl.stencilMask(0xFF)
            gl.clearStencil(0)
            for corner in corners where !corner.isEmpty {
                setScissor(corner)
                gl.clear(GLbitfield(GL_STENCIL_BUFFER_BIT))
            }
            regions[regions.count - 1] = saved
            setScissor(saved)
            cutCorners = nil
            applyStencil()
        case .stencil:
            drawClipShape(layer, matrix: matrix, operation: GL_DECR)
            stencilDepth -= 1
            applyStencil()
        case .multisampled(let group):
            clipTargetsInUse -= 1
            popGroupTarget(group, opacity: 1)
        }
    }

    /// Narrows the current target's scissor region to `clip` and returns the region before.
    func narrowScissor(to clip: PixelRegion) -> PixelRegion? {
        let level = regions.count - 1
        let saved = regions[level]
        let current = saved ?? PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let narrowed = current.intersection(clip)
        regions[level] = narrowed
        setScissor(narrowed)
        return saved
    }

    /// The output pixels whose centres lie inside `rect` when `matrix` maps it to a window
    /// rectangle (2-D scale and translation only): those GL's rasteriser covers with it
    /// without multisampling (edges snapped to its 1/256-pixel grid; a centre on a left or
    /// top edge is inside, one on a right or bottom edge outside). Nil otherwise.
    func pixelCentreRegion(of rect: CGRect, _ matrix: CATransform3D) -> PixelRegion? {
        guard let window = Self.axisAlignedWindowRect(rect, matrix) else { return nil }
        let edges = [window.minX, window.maxX, window.minY, window.maxY].map { $0 * scale }
        guard edges.allSatisfy({ abs($0) < 1_000_000 }) else { return nil }
        // The first pixel whose centre is at or after the snapped edge.
        let first = edges.map { Int(((($0 * 256).rounded() / 256) - 0.5).rounded(.up)) }
        let x0 = min(max(first[0], 0), pixelWidth), x1 = min(max(first[1], 0), pixelWidth)
        let y0 = min(max(first[2], 0), pixelHeight), y1 = min(max(first[3], 0), pixelHeight)
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The output pixels of `rect` when `matrix` maps it to a window rectangle
    /// (2-D scale and translation only) whose edges lie on whole pixels; nil otherwise.
    func pixelAlignedRegion(of rect: CGRect, _ matrix: CATransform3D) -> PixelRegion? {
        let m = matrix
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, !rect.isEmpty else { return nil }
        let xs = [(rect.minX * m.m11 + m.m41) * scale, (rect.maxX * m.m11 + m.m41) * scale]
        let ys = [(rect.minY * m.m22 + m.m42) * scale, (rect.maxY * m.m22 + m.m42) * scale]
        let edges = xs + ys
        guard edges.allSatisfy({ $0.isFinite && abs($0) < 1_000_000 && abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        let x0 = Int(min(xs[0], xs[1]).rounded()), x1 = Int(max(xs[0], xs[1]).rounded())
        let y0 = Int(min(ys[0], ys[1]).rounded()), y1 = Int(max(ys[0], ys[1]).rounded())
        let cx0 = min(max(x0, 0), pixelWidth), cx1 = min(max(x1, 0), pixelWidth)
        let cy0 = min(max(y0, 0), pixelHeight), cy1 = min(max(y1, 0), pixelHeight)
        return PixelRegion(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0)
    }
}
