import CEGL
import Foundation
import OpenUIKit

/// Shadows cast by the alpha of what a layer and its sublayers draw.
extension RenderEngine {
    /// A shadow cast by the alpha of what a layer and its sublayers draw, as
    /// Core Animation casts it when there is no `shadowPath`. Regions in pixels.
    struct ContentShadow {
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
    func contentShadow(for layer: RenderLayer, index: Int, matrix: CATransform3D, opacity: Double,
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
        let extent = SubtreeExtent.windowBounds(of: index, in: tree, structure: structure, matrix: matrix,
                                                includingOwnShadow: false)
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
    func drawWithContentShadow(_ layer: RenderLayer, matrix: CATransform3D, children: [Int],
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
}
