import CEGL
import Foundation
@_spi(SegueRender) import OpenUIKit

/// The frame's clear colour: most screens begin with a view whose opaque, square
/// background covers the whole frame (a view controller's view) before anything else is
/// drawn. The frame is then cleared to that colour and the layer's background is not
/// drawn again: one full-frame pass fewer, the same pixels (an opaque fill over any
/// clear colour leaves the fill).
extension RenderEngine {
    /// The index and premultiplied colour of the layer whose background is the first thing
    /// the frame draws and covers it all with an opaque colour; nil when there is none.
    ///
    /// From the root, each layer on the way draws nothing of its own before its first
    /// sublayer (no shadow, backdrop, background, contents, text, shape or gradient), is
    /// fully opaque and draws through no offscreen pass (mask, group, rasterization,
    /// vibrancy) or clip; the layer found has an opaque background with square corners whose
    /// bounds, under a 2-D scale-and-translate matrix, cover every pixel of the frame.
    func frameFillingBackground() -> (index: Int, color: (Float, Float, Float, Float))? {
        guard !tree.layers.isEmpty else { return nil }
        let frame = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        var index = 0
        var matrix = CATransform3DMakeTranslation(-tree.layers[0].bounds.origin.x, -tree.layers[0].bounds.origin.y, 0)
        for _ in 0..<Self.maximumDepth {
            let layer = tree.layers[index]
            guard !layer.isHidden, layer.opacity >= 1, !layer.hasMask, !layer.shouldRasterize, layer.vibrancy == 0,
                  layer.shadowOpacity <= 0, layer.backdropBlurRadius <= 0, Self.hasFiniteGeometry(layer),
                  LayerGeometry.isFinite(matrix) else { return nil }
            if let color = layer.backgroundColor, color.alpha >= 1, DrawUniforms.radius(of: layer) == 0 {
                guard layer.isDoubleSided || (LayerGeometry.projectedSignedArea(of: layer.bounds, matrix) ?? 0) > 0,
                      let rect = Self.axisAlignedWindowRect(layer.bounds, matrix),
                      rect.minX <= frame.minX, rect.minY <= frame.minY, rect.maxX >= frame.maxX, rect.maxY >= frame.maxY
                else { return nil }
                return (index, DrawUniforms.premultiplied(color, opacity: 1))
            }
            // Anything the layer draws before its sublayers would lie under the fill.
            guard (layer.backgroundColor?.alpha ?? 0) <= 0, layer.contents == nil, layer.text == nil,
                  layer.shape == nil, layer.gradient == nil, !layer.masksToBounds,
                  let first = sortedChildren(of: index).first else { return nil }
            let child = tree.layers[first]
            matrix = child.localToParent.then(LayerGeometry.childMatrix(of: layer, matrix: matrix))
            index = first
        }
        return nil
    }
}
