import CEGL
import Foundation
import OpenUIKit

/// `shouldRasterize`: the layer's subtree is drawn, in the layer's own bounds
/// space, into a bitmap of `rasterizationScale` pixels per point, which is then
/// drawn under the layer's matrix like contents. The bitmap is kept while the
/// subtree draws the same picture (its signature: every node's values, the root's
/// position, transform and opacity left out) and reused when only those move.
extension RenderEngine {
    /// Draws layer `index` from its bitmap; false when it cannot be rasterized (an
    /// unbounded or empty subtree, a mask or a backdrop blur of its own), and the caller
    /// draws it directly.
    func drawRasterized(_ index: Int, layer: RenderLayer, matrix: CATransform3D, children: [Int],
                        opacity: Double, depth: Int) -> Bool {
        guard !layer.hasMask, layer.backdropBlurRadius == 0 else { return false } // drawn directly
        guard let extent = SubtreeExtent.windowBounds(of: index, in: tree, structure: structure,
                                                      matrix: CATransform3DIdentity),
              !extent.isNull, extent.width > 0, extent.height > 0 else { return false }
        let main = targets[0]
        // The bitmap may not exceed the frame (nested groups inside it use frame-sized targets).
        var pixelScale = max(layer.rasterizationScale, 0.01)
        pixelScale = min(pixelScale, CGFloat(main.width) / extent.width, CGFloat(main.height) / extent.height)
        let used = (width: max(1, Int((extent.width * pixelScale).rounded(.up))),
                    height: max(1, Int((extent.height * pixelScale).rounded(.up))))
        // Offscreen passes inside the subtree use frame-sized targets and scratch: the
        // bitmap is then frame-sized too (its top-left part used), so their pixels line up.
        let frameSized = needsOffscreenPasses(below: index)
        let width = frameSized ? main.width : used.width, height = frameSized ? main.height : used.height
        let signature = rasterSignature(of: index, extent: extent, pixelScale: pixelScale)
        var entry = rasterCache.entry(for: layer.layerID)
        if entry?.signature != signature || entry?.target.width != width || entry?.target.height != height {
            guard let drawn = drawBitmap(index, layer: layer, children: children, extent: extent,
                                         pixelScale: pixelScale, width: width, height: height, used: used, depth: depth,
                                         reusing: entry?.target) else { return false }
            entry = RasterCache.Entry(target: drawn, signature: signature, extent: extent, pixelScale: pixelScale,
                                      usedInFrame: true)
            rasterCache.store(entry!, for: layer.layerID)
        }
        rasterCache.markUsed(layer.layerID)
        guard let entry, let quad = LayerGeometry.clampedToGuardBand(entry.extent, matrix, guardBand: guardBand)
        else { return true }
        let aa = antialiased(quad, matrix: matrix)
        let e = entry.extent
        func u(_ x: CGFloat) -> CGFloat { (x - e.minX) * entry.pixelScale / CGFloat(entry.target.width) }
        func v(_ y: CGFloat) -> CGFloat { (y - e.minY) * entry.pixelScale / CGFloat(entry.target.height) }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), entry.target.resolvedTexture)
        var batch = QuadBatch()
        batch.append(aa.quad, uv: CGRect(x: u(aa.quad.minX), y: v(aa.quad.minY),
                                         width: u(aa.quad.maxX) - u(aa.quad.minX), height: v(aa.quad.maxY) - v(aa.quad.minY)))
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .texture, color: (0, 0, 0, Float(opacity)), shape: e, edges: aa.edges))
        return true
    }

    /// Draws the subtree into a `width × height` bitmap (the layer-space `extent` at
    /// `pixelScale`), swapping the frame's projection for the bitmap's while it draws.
    private func drawBitmap(_ index: Int, layer: RenderLayer, children: [Int], extent: CGRect, pixelScale: CGFloat,
                            width: Int, height: Int, used: (width: Int, height: Int), depth: Int,
                            reusing old: RenderTarget?) -> RenderTarget? {
        let target: RenderTarget
        if let old, old.width == width, old.height == height {
            target = old
        } else {
            let bytes = RenderTarget.byteCount(width: width, height: height, samples: 0, stencilFormat: GL_STENCIL_INDEX8)
            guard rasterCache.byteCount + bytes <= RasterCache.budgetBytes,
                  let made = try? RenderTarget.make(gl: gl, width: width, height: height, samples: 0) else {
                warnOnce("SegueRender: no memory for another rasterized layer's bitmap; drawn directly")
                return nil
            }
            target = made
        }
        let saved = (scale, pixelWidth, pixelHeight)
        setViewSpace(scale: pixelScale, width: width, height: height)
        let state = enterOffscreen(target, region: PixelRegion(x: 0, y: 0, width: used.width, height: used.height))
        target.bindForDrawing()
        drawLayerContents(layer, matrix: CATransform3DMakeTranslation(-extent.minX, -extent.minY, 0), children: children,
                          opacity: 1, childOpacity: 1, depth: depth)
        setViewSpace(scale: saved.0, width: saved.1, height: saved.2)
        returnToEnclosingTarget(from: state)
        return target
    }

    /// True when a layer below `index` draws through an offscreen pass (group opacity,
    /// a mask, a backdrop blur, vibrancy, a shadow, a stencil clip).
    private func needsOffscreenPasses(below index: Int) -> Bool {
        for i in (index + 1)..<structure.ends[index] {
            let l = tree.layers[i]
            if l.hasMask || l.backdropBlurRadius > 0 || l.vibrancy != 0 || l.shadowOpacity > 0 || l.masksToBounds
                || (l.opacity < 1 && l.allowsGroupOpacity && structure.ends[i] > i + 1) {
                return true
            }
        }
        return false
    }

    /// A hash of everything in the subtree that changes its picture in the layer's own
    /// space: each node's identity, plain values and boxed values (by box identity: a
    /// changed box is a new box), the root's placement in its parent left out.
    private func rasterSignature(of index: Int, extent: CGRect, pixelScale: CGFloat) -> Int {
        var hasher = Hasher()
        hasher.combine(extent.minX); hasher.combine(extent.minY)
        hasher.combine(extent.width); hasher.combine(extent.height); hasher.combine(pixelScale)
        for i in index..<structure.ends[index] {
            var node = tree.layers[i]
            if i == index {
                node.position = .zero
                node.transform = CATransform3DIdentity
                node.zPosition = 0
                node.opacity = 1
                node.anchorPoint = .zero
            }
            hasher.combine(node.layerID)
            hasher.combine(structure.ends[i] - i)
            node.hashDrawnValues(into: &hasher)
        }
        return hasher.finalize()
    }
}
