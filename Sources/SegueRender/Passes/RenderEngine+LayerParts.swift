import CEGL
import Foundation
@_spi(SegueRender) import OpenUIKit

/// Drawing a layer's own parts: shadow, background, contents, text, border.
extension RenderEngine {
    /// The analytic shadow: a Gaussian-blurred (rounded) box per shape of `shadowPath`,
    /// else of the rounded bounds, offset by `shadowOffset`, sigma = shadowRadius / 2.
    func drawShadow(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double, hasChildren: Bool) {
        guard layer.shadowOpacity > 0, !layer.masksToBounds else { return }
        // Without a shadowPath the shadow is cast by what the layer draws: nothing drawn,
        // no shadow; only a translucent background, a proportionally fainter one.
        let backgroundAlpha = Double(layer.backgroundColor?.alpha ?? 0)
        let drawsMore = layer.contents != nil || layer.text != nil || hasChildren
            || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
        let casterAlpha = layer.shadowPath != nil || drawsMore ? 1 : backgroundAlpha
        guard casterAlpha > 0 else { return }
        let color = layer.shadowColor ?? .black
        let alpha = Double(min(max(layer.shadowOpacity, 0), 1)) * opacity * casterAlpha
        guard color.alpha > 0, alpha > 0 else { return }
        let sigma = max(layer.shadowRadius, 0) / 2
        var shapes: [(CGRect, CGFloat)] = []
        if let path = layer.shadowPath {
            // A path of whole rectangles, rounded rectangles and ellipses casts their
            // shapes; any other path casts its bounding box (see docs/FIDELITY.md).
            for element in path.shapes ?? [.rect(path.boundingBoxOfPath)] {
                switch element {
                case .rect(let r): shapes.append((r, 0))
                case .roundedRect(let r, let cw, let ch): shapes.append((r, min(cw, ch)))
                case .ellipse(let r): shapes.append((r, min(r.width, r.height) / 2))
                }
            }
        } else {
            shapes.append((layer.bounds, layer.cornerRadius))
        }
        for (rect, corner) in shapes where rect.width > 0 && rect.height > 0 {
            let shape = rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            let reach = 3 * sigma + 1 / scale
            guard let quad = LayerGeometry.clampedToGuardBand(shape.insetBy(dx: -reach, dy: -reach), matrix,
                                                              guardBand: guardBand) else { continue }
            var batch = QuadBatch()
            batch.append(quad)
            draw(batch, matrix: matrix, uniforms: DrawUniforms(
                mode: .shadow, color: DrawUniforms.premultiplied(color, opacity: alpha), shape: shape,
                radius: DrawUniforms.clampedRadius(corner, for: shape), sigma: sigma))
        }
    }

    /// `backgroundColor` over the bounds, clipped by `cornerRadius` (always, as in Core Animation).
    func drawBackground(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let color = layer.backgroundColor, color.alpha > 0,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        let aa = antialiased(quad, matrix: matrix)
        let radius = DrawUniforms.radius(of: layer)
        let fill = DrawUniforms.premultiplied(color, opacity: opacity)
        if radius == 0 {
            drawSquare(aa, matrix: matrix, uniforms: DrawUniforms(mode: .solid, color: fill, shape: layer.bounds),
                       rampMode: .fill) { _ in .zero }
            return
        }
        drawRoundedFill(aa, bounds: layer.bounds, radius: radius, matrix: matrix, uniforms: DrawUniforms(
            mode: .fill, color: fill, shape: layer.bounds, radius: radius, corners: DrawUniforms.corners(of: layer),
            edges: aa.edges))
    }

    /// `borderWidth` inside the bounds, following `cornerRadius`; drawn above the sublayers.
    func drawBorder(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        let radius = DrawUniforms.radius(of: layer)
        let inner = layer.bounds.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
        let aa = antialiased(quad, matrix: matrix)
        var batch = QuadBatch()
        batch.append(aa.quad)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .fill, color: DrawUniforms.premultiplied(color, opacity: opacity), shape: layer.bounds,
            radius: radius, corners: DrawUniforms.corners(of: layer),
            inner: inner.isNull ? .zero : inner, innerRadius: max(0, radius - layer.borderWidth),
            edges: aa.edges))
    }

    /// The clip applied to a layer's own contents and text: its bounds (and
    /// corner radius) when it masks to bounds.
    func contentClip(_ layer: RenderLayer) -> (rect: CGRect?, radius: CGFloat) {
        guard layer.masksToBounds else { return (nil, 0) }
        return (layer.bounds, DrawUniforms.radius(of: layer))
    }

    /// `contents` placed by `contentsGravity` (image size = pixels / contentsScale), cut to the
    /// rounded bounds only when masking to bounds.
    func drawContents(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let image = layer.contents, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        if layer.contentsSampling != ContentsSampling() {
            return drawSampledContents(layer, image: image, matrix: matrix, opacity: opacity)
        }
        let contentsScale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let imageSize = CGSize(width: CGFloat(image.width) / contentsScale, height: CGFloat(image.height) / contentsScale)
        let rect = layer.contentsGravity.rect(forImageSize: imageSize, in: layer.bounds)
        drawTexture({ images.texture(for: image) }, covering: rect, of: layer, matrix: matrix, opacity: opacity)
    }

    /// A texture stretched over `rect` (layer space), cut to the rounded bounds only when
    /// the layer masks to bounds: a layer's contents, or a shape layer's raster. The texture
    /// is fetched (uploaded on first use) only when some of it is visible.
    func drawTexture(_ texture: () -> GLuint, covering rect: CGRect, of layer: RenderLayer, matrix: CATransform3D,
                     opacity: Double) {
        let clip = contentClip(layer)
        let limit = clip.rect.map { $0.intersection(rect) } ?? rect
        guard !limit.isNull, let visible = LayerGeometry.clampedToGuardBand(limit, matrix, guardBand: guardBand)
        else { return }
        let drawn = rect.intersection(visible)
        guard !drawn.isNull, drawn.width > 0, drawn.height > 0, rect.width > 0, rect.height > 0 else { return }
        // The drawn part, outset for its antialiased edges with texture coordinates extrapolated
        // (clamp-to-edge sampling; the coverage ramp fades the outset to nothing).
        let aa = antialiased(drawn, matrix: matrix)
        func u(_ x: CGFloat) -> CGFloat { (x - rect.minX) / rect.width }
        func v(_ y: CGFloat) -> CGFloat { (y - rect.minY) / rect.height }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture())
        if clip.radius == 0 {
            drawSquare(aa, matrix: matrix, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, Float(opacity)),
                                                                  shape: layer.bounds),
                       rampMode: .texture) { CGPoint(x: u($0.x), y: v($0.y)) }
            return
        }
        drawRoundedTexture(aa, bounds: layer.bounds, radius: clip.radius, matrix: matrix, uniforms: DrawUniforms(
            mode: .texture, color: (0, 0, 0, Float(opacity)),
            shape: layer.bounds, radius: clip.radius, corners: DrawUniforms.corners(of: layer), edges: aa.edges)
        ) { CGPoint(x: u($0.x), y: v($0.y)) }
    }

    /// Text runs as textured glyph quads in layer space (they follow 3-D transforms),
    /// rasterised at pointSize × scale; one draw per atlas page per run.
    func drawText(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let text = layer.text else { return }
        let clip = contentClip(layer)
        let snap = LayerGeometry.pixelSnapOffset(matrix)
        for run in text.runs where run.pointSize > 0 && run.pointSize.isFinite && run.color.alpha > 0 {
            let pixelSize = Double(run.pointSize * scale)
            var batches: [GLuint: QuadBatch] = [:]
            var order: [GLuint] = []
            for glyph in run.glyphs where glyph.position.x.isFinite && glyph.position.y.isFinite {
                guard let slot = atlas.slot(fontPath: run.fontPath, pixelSize: pixelSize, glyph: glyph.glyphIndex)
                else { continue }
                var origin = CGPoint(x: glyph.position.x + CGFloat(slot.left) / scale,
                                     y: glyph.position.y - CGFloat(slot.top) / scale)
                if let snap {
                    // Unrotated, unscaled text: put the bitmap on whole pixels so it stays crisp.
                    origin.x = ((origin.x + snap.x) * scale).rounded() / scale - snap.x
                    origin.y = ((origin.y + snap.y) * scale).rounded() / scale - snap.y
                }
                let rect = CGRect(x: origin.x, y: origin.y,
                                  width: CGFloat(slot.width) / scale, height: CGFloat(slot.height) / scale)
                let page = CGFloat(GlyphAtlas.pageSize)
                let uv = CGRect(x: CGFloat(slot.x) / page, y: CGFloat(slot.y) / page,
                                width: CGFloat(slot.width) / page, height: CGFloat(slot.height) / page)
                if batches[slot.texture] == nil { order.append(slot.texture) }
                batches[slot.texture, default: QuadBatch()].append(rect, uv: uv, clippedTo: clip.rect)
            }
            let color = DrawUniforms.premultiplied(run.color, opacity: opacity)
            for texture in order {
                guard let batch = batches[texture], !batch.isEmpty else { continue }
                gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
                draw(batch, matrix: matrix, uniforms: DrawUniforms(
                    mode: .glyphs, color: color, shape: layer.bounds, radius: clip.radius,
                    corners: DrawUniforms.corners(of: layer)))
            }
        }
    }
}
