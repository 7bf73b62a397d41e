import CEGL
import Foundation
import OpenUIKit

/// Backdrop blurs (`UIVisualEffectView`): what the current target holds behind a
/// layer, within the layer's screen extent, is box-filtered down to a coarser level,
/// blurred there with a separable Gaussian, and drawn back in the layer's rounded
/// bounds, sampled at each fragment's own window position, with the layer's
/// background (a blur style's tint) laid over it in the same draw.
extension RenderEngine {
    /// The level a blur of `sigma` pixels runs at: the first whose sigma is at most 2
    /// pixels (at most `ShadowScratch.maximumLevel`).
    static func backdropLevel(sigma: CGFloat) -> Int {
        var level = 0
        while level < ShadowScratch.maximumLevel && sigma / CGFloat(1 << level) > 2 { level += 1 }
        return level
    }

    /// Draws the layer's backdrop blur, if it has one, with its background over it (the
    /// picture of drawing the blur and then `drawBackground`, in one pass). Returns true
    /// when the background was drawn with it; false when the caller must draw it.
    func drawBackdrop(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) -> Bool {
        let radius = layer.backdropBlurRadius
        guard radius > 0, radius.isFinite, opacity > 0,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand),
              let extent = windowExtent(of: quad, matrix: matrix) else { return false }
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let region = PixelRegion.covering(extent, scale: scale, margin: 2, width: pixelWidth, height: pixelHeight)
            .intersection(regions.last.flatMap { $0 } ?? whole)
        guard !region.isEmpty else { return false }
        // Core Animation's blur radius is in points; as for shadows, sigma is half of it.
        let sigma = radius / 2 * scale
        let level = Self.backdropLevel(sigma: sigma)
        let reach = Int((3 * sigma).rounded(.up)) + (4 << level)
        let source = region.expanded(by: reach, width: pixelWidth, height: pixelHeight)
        let scratch = backdropScratch ?? ShadowScratch(gl: gl, width: pixelWidth, height: pixelHeight,
                                                       blurFormat: GL_RGBA8)
        backdropScratch = scratch
        guard let surfaces = try? scratch.level(level), let blur = try? scratch.region(source, atLevel: level) else {
            warnOnce("SegueRender: no memory for a backdrop blur; drawn without it")
            return false
        }
        let target = targets[targets.count - 1]
        target.resolve(region: source)
        gl.disable(GLenum(GL_STENCIL_TEST))
        gl.disable(GLenum(GL_BLEND))
        RenderProfile.measure("backdrop downsample", gl) {
            try? scratch.downsample(sourceFramebuffer: target.resolveFramebuffer, region: source, to: level)
        }
        let picture = surfaces.picture?.texture ?? target.resolvedTexture
        let levelSigma = sigma / CGFloat(1 << level)
        let w = CGFloat(surfaces.width), h = CGFloat(surfaces.height)
        let uv = CGRect(x: CGFloat(blur.x) / w, y: CGFloat(blur.y) / h,
                        width: CGFloat(blur.width) / w, height: CGFloat(blur.height) / h)
        RenderProfile.measure("backdrop passes", gl) {
            scratch.bindAndClear(surfaces.horizontal, width: surfaces.width, height: surfaces.height)
            setScissor(blur)
            gl.bindTexture(GLenum(GL_TEXTURE_2D), picture)
            drawRect(blur, targetWidth: surfaces.width, targetHeight: surfaces.height, uv: uv,
                     uniforms: DrawUniforms(mode: .blurColor, sigma: levelSigma, step: (1 / Float(w), 0)))
            scratch.bindAndClear(surfaces.vertical, width: surfaces.width, height: surfaces.height)
            setScissor(blur)
            gl.bindTexture(GLenum(GL_TEXTURE_2D), surfaces.horizontal.texture)
            drawRect(blur, targetWidth: surfaces.width, targetHeight: surfaces.height, uv: uv,
                     uniforms: DrawUniforms(mode: .blurColor, sigma: levelSigma, step: (0, 1 / Float(h))))
        }

        // Back to the target: the blurred picture replaces what was behind, in the layer's shape.
        target.bindForDrawing()
        restoreDrawingState()
        applyStencil()
        setScissor(regions.last ?? nil)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), surfaces.vertical.texture)
        let f = Float(1 << level)
        let alpha = Float(min(max(opacity, 0), 1))
        let tint = layer.backgroundColor.map { DrawUniforms.premultiplied($0, opacity: opacity) } ?? (0, 0, 0, 0)
        let step = (1 / (f * Float(w)), 1 / (f * Float(h)))
        // Square bounds on whole pixels: the blurred picture is copied into them with no
        // shape maths (the same texels mode 13 samples at each fragment's window position).
        if DrawUniforms.radius(of: layer) == 0, let pixels = pixelAlignedRegion(of: quad, matrix), !pixels.isEmpty {
            let span = (x: CGFloat(f) * w, y: CGFloat(f) * h)
            RenderProfile.measure("backdrop composite", gl) {
                drawRect(pixels, targetWidth: pixelWidth, targetHeight: pixelHeight,
                         uv: CGRect(x: CGFloat(pixels.x) / span.x, y: CGFloat(pixels.y) / span.y,
                                    width: CGFloat(pixels.width) / span.x, height: CGFloat(pixels.height) / span.y),
                         uniforms: DrawUniforms(mode: .plainBackdrop, color: (0, 0, 0, alpha), tint: tint))
            }
            return true
        }
        let aa = antialiased(quad, matrix: matrix)
        let corner = DrawUniforms.radius(of: layer)
        // Drawn over what it blurs: at full opacity it covers it, at less it cross-fades.
        drawWindowSampled(aa, bounds: layer.bounds, radius: corner, matrix: matrix, uniforms: DrawUniforms(
            mode: .backdrop, color: (0, 0, 0, alpha), shape: layer.bounds, radius: corner,
            corners: DrawUniforms.corners(of: layer), step: step, edges: aa.edges, tint: tint))
        return true
    }

    /// The window-point rectangle covering `quad` (layer space) under `matrix`; nil when a
    /// corner lies behind the eye.
    private func windowExtent(of quad: CGRect, matrix: CATransform3D) -> CGRect? {
        var result = CGRect.null
        for i in 0..<4 {
            let p = LayerGeometry.homogeneous(LayerGeometry.corner(i, of: quad), matrix)
            guard p.w > 1e-6, (p.x / p.w).isFinite, (p.y / p.w).isFinite else { return nil }
            result = result.union(CGRect(x: p.x / p.w, y: p.y / p.w, width: 0, height: 0))
        }
        return result
    }
}
