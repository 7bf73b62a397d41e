import Foundation

/// `render(in:)`: the layer tree drawn on the CPU into a `CGContext`.
extension CALayer {
    /// `render(in:)`: draws the layer and its sublayers into `ctx`, in the layer's bounds
    /// coordinates (its bounds' origin at the context's user-space origin
    /// plus the origin itself), with model values as Core Animation does
    /// (running animations are not shown): background colour and border
    /// following `cornerRadius` and `maskedCorners`, `contents` placed by
    /// `contentsGravity`, laid-out text (`UILabel`, `CATextLayer`) filled from the
    /// font's glyph outlines, shape layers' paths, sublayers by `zPosition`
    /// with their transforms and opacity (multiplied down, not composited as a
    /// group), clipped by `masksToBounds`. A layer with a `mask` or a visible shadow
    /// is drawn as a group (see `renderGroup(in:)`); a sublayer whose transform has
    /// perspective is drawn flat in its own plane and projected (see
    /// `renderProjected(_:matrix:in:)`), as Core Animation flattens every layer but
    /// `CATransformLayer`.
    func renderTree(in ctx: CGContext) {
        ctx.saveGState()
        renderSelfAndSublayers(in: ctx)
        ctx.restoreGState()
    }

    func renderSelfAndSublayers(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        if rendersAsGroup { return renderGroup(in: ctx) }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if opacity < 1 { ctx.state.alpha *= opacity }
        renderBody(in: ctx)
    }

    /// The layer's own drawing and its sublayers, at the context's alpha.
    func renderBody(in ctx: CGContext) {
        let b = bounds
        let outline = renderOutline(b)
        if let color = backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            ctx.beginPath(); ctx.addPath(outline); ctx.fillPath()
        }
        if let image = modelState.contents {
            let s = contentsScale > 0 ? contentsScale : 1
            let rect = contentsGravity.rect(forImageSize: CGSize(width: CGFloat(image.width) / s,
                                                                height: CGFloat(image.height) / s), in: b)
            ctx.saveGState()
            if masksToBounds { ctx.beginPath(); ctx.addPath(outline); ctx.clip() }
            if ctx.state.layerContentsFlipped { ctx.concatenate(LayerGeometryFlip.mirror(about: b)) }
            ctx.drawImage(image, in: rect, topDown: true, tiled: false)
            ctx.restoreGState()
        }
        if let text = modelState.text {
            ctx.saveGState()
            if ctx.state.layerContentsFlipped { ctx.concatenate(LayerGeometryFlip.mirror(about: b)) }
            renderText(text, in: ctx)
            ctx.restoreGState()
        }
        if let shape = modelState.shape { renderShape(shape, in: ctx) }
        let children = sublayerStorage.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
        if !children.isEmpty {
            ctx.saveGState()
            if masksToBounds { ctx.beginPath(); ctx.addPath(outline); ctx.clip() }
            let centre = CGPoint(x: b.midX, y: b.midY)
            var sublayerAffine = CATransform3DIsIdentity(sublayerTransform) ? nil
                : CGAffineTransform(translationX: -centre.x, y: -centre.y)
                    .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
                    .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            if isGeometryFlipped {
                sublayerAffine = (sublayerAffine ?? .identity).concatenating(LayerGeometryFlip.mirror(about: b))
            }
            let childSpace = childSpaceMatrix
            // Sublayers of a flipped layer keep their contents upright (see isGeometryFlipped).
            if isGeometryFlipped { ctx.state.layerContentsFlipped.toggle() }
            for child in children {
                let matrix = child.localMatrix.concat(childSpace)
                if !(matrix.m14 == 0 && matrix.m24 == 0 && matrix.m44 == 1) {
                    renderProjected(child, matrix: matrix, in: ctx)
                    continue
                }
                ctx.saveGState()
                if let sublayerAffine { ctx.concatenate(sublayerAffine) }
                ctx.concatenate(child.affineToSuperlayer)
                child.renderSelfAndSublayers(in: ctx)
                ctx.restoreGState()
            }
            ctx.restoreGState()
        }
        if borderWidth > 0, let color = borderColor, color.alpha > 0 {
            let inner = b.insetBy(dx: borderWidth, dy: borderWidth)
            let path = CGMutablePath()
            path.addPath(outline)
            if !inner.isNull, inner.width > 0, inner.height > 0 {
                path.addPath(renderOutline(inner, radius: max(cornerRadius - borderWidth, 0)))
            }
            ctx.setFillColor(color)
            ctx.beginPath(); ctx.addPath(path); ctx.fillPath(using: .evenOdd)
        }
    }

    /// Maps this layer's bounds coordinates to its superlayer's: the anchor
    /// point at `position`, after `transform` (its affine part).
    var affineToSuperlayer: CGAffineTransform {
        let b = bounds
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The bounds rounded by `cornerRadius` at the `maskedCorners`.
    func renderOutline(_ r: CGRect, radius: CGFloat? = nil) -> CGPath {
        let radius = min(max(radius ?? cornerRadius, 0), min(r.width, r.height) / 2)
        guard radius > 0 else { return CGPath(rect: r, transform: nil) }
        let m = maskedCorners
        // maskedCorners name Core Animation's y-up corners: "min Y" is the top in a flipped layer.
        let corners: UIRectCorner = [m.contains(.layerMinXMinYCorner) ? .topLeft : [],
                                     m.contains(.layerMaxXMinYCorner) ? .topRight : [],
                                     m.contains(.layerMinXMaxYCorner) ? .bottomLeft : [],
                                     m.contains(.layerMaxXMaxYCorner) ? .bottomRight : []]
        return UIBezierPath(roundedRect: r, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath
    }

    private func renderShape(_ shape: ShapeLayerContent, in ctx: CGContext) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.beginPath(); ctx.addPath(path)
            ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 else { return }
        // Trim on the flattened path, then stroke the pieces with the layer's style.
        let lines = PathTrimmer.trim(PathFlattener.polylines(of: path, transform: .identity, tolerance: 0.02),
                                     from: shape.strokeStart, to: shape.strokeEnd)
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        let style = shape.strokeStyle
        ctx.setLineWidth(style.width); ctx.setLineCap(style.cap); ctx.setLineJoin(style.join)
        ctx.setMiterLimit(style.miterLimit)
        ctx.setLineDash(phase: shape.lineDashPhase, lengths: shape.lineDashPattern ?? [])
        ctx.beginPath()
        for line in lines where !line.points.isEmpty {
            ctx.move(to: line.points[0])
            for p in line.points.dropFirst() { ctx.addLine(to: p) }
            if line.closed { ctx.closePath() }
        }
        ctx.strokePath()
        ctx.restoreGState()
    }
}
