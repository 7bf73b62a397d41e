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
        let rect = raster.frame
        let clip = contentClip(layer)
        let limit = clip.rect.map { $0.intersection(rect) } ?? rect
        guard !limit.isNull, let visible = LayerGeometry.clampedToGuardBand(limit, matrix, guardBand: guardBand)
        else { return }
        let drawn = rect.intersection(visible)
        guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return }
        let aa = antialiased(drawn, matrix: matrix)
        func u(_ x: CGFloat) -> CGFloat { (x - rect.minX) / rect.width }
        func v(_ y: CGFloat) -> CGFloat { (y - rect.minY) / rect.height }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), images.texture(for: raster.image, mipmapped: false))
        if clip.radius == 0 {
            drawSquare(aa, matrix: matrix, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, Float(opacity)),
                                                                  shape: layer.bounds),
                       rampMode: .texture) { CGPoint(x: u($0.x), y: v($0.y)) }
            return
        }
        var batch = QuadBatch()
        batch.append(aa.quad, uv: CGRect(x: u(aa.quad.minX), y: v(aa.quad.minY),
                                         width: u(aa.quad.maxX) - u(aa.quad.minX),
                                         height: v(aa.quad.maxY) - v(aa.quad.minY)))
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .texture, color: (0, 0, 0, Float(opacity)),
            shape: layer.bounds, radius: clip.radius, corners: DrawUniforms.corners(of: layer), edges: aa.edges))
    }
}
