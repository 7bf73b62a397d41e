import CEGL
import Foundation
import OpenUIKit

/// Layer masks (`CALayer.mask`): the masked subtree and its mask are drawn
/// into two offscreen targets limited to where both can draw, the first is
/// multiplied by the second's alpha, and the product is composited onto the
/// enclosing target with the layer's opacity.
extension TreeStructure {
    /// The direct children of `index` that are sublayers (its mask left out).
    func sublayers(of index: Int, in tree: RenderTree) -> [Int] {
        var children = children(of: index)
        if tree.layers[index].hasMask, !children.isEmpty { children.removeLast() }
        return children
    }

    /// The root of the mask subtree of `index` (its last child), if it has one.
    func mask(of index: Int, in tree: RenderTree) -> Int? {
        tree.layers[index].hasMask ? children(of: index).last : nil
    }
}

extension PixelRegion {
    /// The pixels in both regions (empty when they do not meet).
    func intersection(_ other: PixelRegion) -> PixelRegion {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension RenderEngine {
    /// Draws layer `index` (drawn under `matrix`, sublayers `children`) masked by the
    /// subtree at `maskIndex`, composited with `opacity`. Returns false when no offscreen
    /// target could be had (the caller then draws the layer unmasked).
    ///
    /// The mask is drawn with the masked layer's matrix (its geometry is in the masked
    /// layer's bounds space, without `sublayerTransform`), so both stay registered under
    /// any 3-D transform; its edges get the same analytic antialiasing as any layer. As in
    /// Core Animation, everything the layer draws (shadow, background, contents, border,
    /// sublayers) is masked, and the layer's opacity applies to the masked result as a
    /// group.
    func drawMasked(_ index: Int, layer: RenderLayer, maskIndex: Int, matrix: CATransform3D,
                    children: [Int], opacity: Double, depth: Int) -> Bool {
        let maskLayer = tree.layers[maskIndex]
        let maskMatrix = maskLayer.localToParent.then(matrix)
        // A hidden or transparent mask lets nothing through.
        guard !maskLayer.isHidden, maskLayer.opacity > 0, LayerGeometry.isFinite(maskMatrix) else { return true }
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        var region = groupRegion(of: index, matrix: matrix)
        if let maskBounds = SubtreeExtent.windowBounds(of: maskIndex, in: tree, structure: structure, matrix: maskMatrix, tight: true) {
            region = region.intersection(PixelRegion.covering(maskBounds, scale: scale, margin: 2,
                                                              width: pixelWidth, height: pixelHeight))
        } else {
            region = region.intersection(whole)
        }
        if region.isEmpty { return true }
        if isPlainMask(maskLayer, at: maskIndex) {
            return drawPlainMasked(layer, matrix: matrix, children: children, mask: maskLayer, maskMatrix: maskMatrix,
                                   region: region, opacity: opacity, depth: depth)
        }
        guard let content = pushGroupTarget(region: region) else { return false }
        drawLayerContents(layer, matrix: matrix, children: children, opacity: 1, childOpacity: 1, depth: depth)
        guard let alpha = pushGroupTarget(region: region) else {
            popGroupTarget(content, opacity: opacity)
            return true
        }
        RenderProfile.measure("mask subtree", gl) {
            drawLayer(maskIndex, parentMatrix: matrix, inheritedOpacity: 1, depth: depth + 1)
        }
        alpha.target.resolve(region: alpha.region)
        returnToEnclosingTarget(from: alpha)
        // content × mask alpha: blend (0, src alpha) with the mask picture as the source.
        gl.blendFunc(GLenum(GL_ZERO), GLenum(GL_SRC_ALPHA))
        gl.bindTexture(GLenum(GL_TEXTURE_2D), alpha.target.resolvedTexture)
        drawPixels(region, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, 1)))
        gl.blendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        popGroupTarget(content, opacity: opacity)
        return true
    }
}
