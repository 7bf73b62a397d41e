import CEGL
import Foundation
@_spi(SegueRender) import OpenUIKit

/// Plain masks: a mask layer that draws one rounded rectangle of solid colour (a
/// `UIView` or `CALayer` with a background colour and a corner radius, no sublayers,
/// no contents; the circle and rounded-rectangle reveals of real transitions) is not
/// drawn into a second offscreen target. The masked subtree's picture is composited
/// through the mask's own quad, each fragment multiplied by the mask's analytic
/// coverage (the same corner and edge coverage its background would be drawn with)
/// and its alpha: one pass over the mask's pixels instead of three over the region.
extension RenderEngine {
    /// True when the mask layer at `maskIndex` draws exactly its background: a
    /// (rounded) rectangle of one colour, which the shader can evaluate analytically.
    func isPlainMask(_ mask: RenderLayer, at maskIndex: Int) -> Bool {
        guard let color = mask.backgroundColor, color.alpha > 0 else { return false }
        return structure.children(of: maskIndex).isEmpty && mask.contents == nil && mask.text == nil
            && mask.shape == nil && mask.gradient == nil && mask.backdropBlurRadius <= 0 && !mask.shouldRasterize
            && mask.shadowOpacity <= 0 && (mask.borderWidth <= 0 || (mask.borderColor?.alpha ?? 0) <= 0)
            && Self.hasFiniteGeometry(mask)
    }

    /// Draws layer `index` into an offscreen target over `region` and composites it onto
    /// the enclosing target through the plain mask `mask` (drawn under `maskMatrix`), with
    /// `opacity`. Returns false when no offscreen target could be had.
    func drawPlainMasked(_ layer: RenderLayer, matrix: CATransform3D, children: [Int], mask: RenderLayer,
                         maskMatrix: CATransform3D, region: PixelRegion, opacity: Double, depth: Int) -> Bool {
        // A single-sided mask turned away from the viewer draws nothing: nothing shows through.
        let facesViewer = LayerGeometry.projectedSignedArea(of: mask.bounds, maskMatrix).map { $0 > 0 } ?? true
        guard mask.isDoubleSided || facesViewer,
              let quad = LayerGeometry.clampedToGuardBand(mask.bounds, maskMatrix, guardBand: guardBand)
        else { return true }
        guard let content = pushGroupTarget(region: region) else { return false }
        drawLayerContents(layer, matrix: matrix, children: children, opacity: 1, childOpacity: 1, depth: depth)
        content.target.resolve(region: content.region)
        returnToEnclosingTarget(from: content)
        RenderProfile.measure("mask composite", gl) {
            // Only the pixels the content target holds for this frame may be read.
            let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            let enclosing = regions.last.flatMap { $0 } ?? whole
            setScissor(region.intersection(enclosing))
            gl.bindTexture(GLenum(GL_TEXTURE_2D), content.target.resolvedTexture)
            let maskAlpha = Double(mask.backgroundColor?.alpha ?? 0) * min(max(Double(mask.opacity), 0), 1)
            let aa = antialiased(quad, matrix: maskMatrix)
            // The content picture at each fragment's window pixel × the mask's coverage and alpha.
            let radius = DrawUniforms.radius(of: mask)
            drawWindowSampled(aa, bounds: mask.bounds, radius: radius, matrix: maskMatrix, uniforms: DrawUniforms(
                mode: .backdrop, color: (0, 0, 0, Float(min(max(opacity * maskAlpha, 0), 1))), shape: mask.bounds,
                radius: radius, corners: DrawUniforms.corners(of: mask),
                step: (1 / Float(pixelWidth), 1 / Float(pixelHeight)), edges: aa.edges))
            setScissor(regions.last ?? nil)
        }
        return true
    }
}
