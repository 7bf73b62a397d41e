import CEGL
import Foundation
@_spi(SegueRender) import OpenUIKit

/// Rasters of `CAShapeLayer` content, by value and scale: an unchanged
/// shape is rasterised once; an animating one (a `strokeEnd` or `path`
/// animation) once per distinct frame value. Least-recently-used rasters
/// beyond `budgetBytes` are dropped.
final class ShapeRasterCache {
    private struct Key: Hashable {
        var content: ShapeLayerContent
        var scale: CGFloat
        var limit: CGRect
    }
    private struct Entry {
        var raster: (image: CGImage, frame: CGRect)?
        var lastUse: Int
    }
    private var entries: [Key: Entry] = [:]
    private var useCounter = 0
    private var totalBytes = 0
    var budgetBytes = 48 << 20

    /// The raster of `content` at `scale` (nil when it paints nothing).
    func raster(for content: ShapeLayerContent, scale: CGFloat, within limit: CGRect) -> (image: CGImage, frame: CGRect)? {
        useCounter += 1
        let key = Key(content: content, scale: scale, limit: limit)
        if var entry = entries[key] {
            entry.lastUse = useCounter
            entries[key] = entry
            return entry.raster
        }
        let raster = content.raster(scale: scale, within: limit)
        let bytes = raster.map { $0.image.pixels.count } ?? 0
        entries[key] = Entry(raster: raster, lastUse: useCounter)
        totalBytes += bytes
        while totalBytes > budgetBytes || entries.count > 256,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }), oldest.value.lastUse != useCounter {
            totalBytes -= oldest.value.raster.map { $0.image.pixels.count } ?? 0
            entries.removeValue(forKey: oldest.key)
        }
        return raster
    }
}

extension RenderEngine {
    /// The part of a shape worth rasterising, in layer space: its paint box cut to the
    /// window (plus a margin, snapped to a 128-point grid so that a moving layer keeps
    /// its raster) when the matrix is affine; under perspective, to the layer's bounds
    /// grown by the larger of the window's sides.
    func shapeLimit(_ shape: ShapeLayerContent, _ layer: RenderLayer, _ matrix: CATransform3D) -> CGRect {
        let box = shape.paintBox
        let window = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        let reach = max(window.width, window.height, 512)
        let generous = layer.bounds.insetBy(dx: -reach, dy: -reach)
        guard box.isFiniteRect, !box.isNull,
              let visible = LayerGeometry.clampedToGuardBand(box, matrix, guardBand: window.insetBy(dx: -64, dy: -64))
        else { return .null }
        if visible == box { return box.intersection(generous) }
        let grid: CGFloat = 128
        let snapped = CGRect(x: (visible.minX / grid).rounded(.down) * grid, y: (visible.minY / grid).rounded(.down) * grid,
                             width: 0, height: 0)
        let far = CGPoint(x: (visible.maxX / grid).rounded(.up) * grid, y: (visible.maxY / grid).rounded(.up) * grid)
        let cell = CGRect(x: snapped.minX, y: snapped.minY, width: far.x - snapped.minX, height: far.y - snapped.minY)
        return box.intersection(cell).intersection(generous)
    }

    /// A shape layer's path, filled and stroked, as a texture in layer space (so it
    /// follows 3-D transforms), rasterised at the renderer's scale; cut to the rounded
    /// bounds only when masking to bounds.
    func drawShape(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let shape = layer.shape, !shape.isInvisible,
              let raster = shapes.raster(for: shape, scale: scale, within: shapeLimit(shape, layer, matrix))
        else { return }
        // Rasterised at the screen's scale: mipmaps only pay when a transform shrinks or tilts it.
        let plain = matrix.m14 == 0 && matrix.m24 == 0 && matrix.m34 == 0 && matrix.m44 == 1 && matrix.m12 == 0
            && matrix.m21 == 0 && abs(matrix.m11) >= 0.99 && abs(matrix.m22) >= 0.99
        drawTexture({ images.texture(for: raster.image, minification: plain ? .linear : .trilinear) },
                    covering: raster.frame, of: layer,
                    matrix: matrix, opacity: opacity)
    }
}
