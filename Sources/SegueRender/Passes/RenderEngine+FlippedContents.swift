import Foundation
import OpenUIKit

/// Contents under geometry-flipped superlayers (`CALayer.isGeometryFlipped`).
extension RenderEngine {
    /// The matrix a layer's contents and text are drawn with: under an odd number of
    /// geometry-flipped ancestors, `matrix` after the mirror about the layer's bounds'
    /// horizontal centre line, so the picture stays upright (Core Animation: flipping
    /// changes the sublayers' geometry, not how their contents are drawn). Shapes,
    /// gradients, backgrounds and borders are geometry and stay mirrored.
    func uprightContentsMatrix(_ layer: RenderLayer, _ matrix: CATransform3D) -> CATransform3D {
        guard flippedAncestors % 2 == 1 else { return matrix }
        var mirror = CATransform3DIdentity
        mirror.m22 = -1
        mirror.m42 = layer.bounds.minY + layer.bounds.maxY
        return mirror.then(matrix)
    }
}
