import Foundation

/// The parts of `render(in:)` that need more than painting in place: groups
/// (masks and shadows), text, and sublayers under perspective.
extension CALayer {
    /// Whether `render(in:)` draws the layer offscreen first: it has a mask or casts a
    /// visible shadow.
    var rendersAsGroup: Bool {
        maskStorage != nil || (shadowOpacity > 0 && (shadowColor?.alpha ?? 1) > 0)
    }

    /// Draws the layer as Core Animation composites a masked or shadowed layer: its
    /// background, contents, sublayers and border into a transparent picture, that
    /// picture multiplied by the alpha of the `mask` (drawn in this layer's bounds
    /// space from the mask's own geometry; a hidden mask lets nothing through), then
    /// composited with the layer's `opacity` over its shadow. The shadow is the
    /// picture's alpha (or, with a `shadowPath`, that path filled) blurred with a
    /// Gaussian of standard deviation `shadowRadius / 2`, offset by `shadowOffset`
    /// (both in the layer's space, like the renderer's), in `shadowColor` at
    /// `shadowOpacity`. With `masksToBounds` the shadow is cut by the bounds too, as in
    /// Core Animation, where clipping to bounds hides a layer's shadow.
    func renderGroup(in ctx: CGContext) {
        let picture = ctx.makeTransparentLayer()
        renderBody(in: picture)
        if let mask = maskStorage {
            let alpha = ctx.makeTransparentLayer()
            alpha.concatenate(mask.affineToSuperlayer)
            mask.renderSelfAndSublayers(in: alpha)
            picture.multiply(byAlphaOf: alpha)
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if masksToBounds { ctx.beginPath(); ctx.addPath(renderOutline(bounds)); ctx.clip() }
        // No colour set draws black, Core Animation's default, as the renderer does.
        let color = shadowColor.map(CGContext.rgba) ?? SIMD4(0, 0, 0, 1)
        let strength = color.w * shadowOpacity
        guard strength > 0 else { return ctx.composite(picture, alpha: Float(opacity)) }
        let m = ctx.state.ctm
        let shadow = ContextShadow(
            offset: CGSize(width: m.a * shadowOffset.width + m.c * shadowOffset.height,
                           height: m.b * shadowOffset.width + m.d * shadowOffset.height),
            sigma: shadowRadius / 2 * abs(m.a * m.d - m.b * m.c).squareRoot(),
            color: SIMD4(color.x, color.y, color.z, 1) * strength)
        if let path = shadowPath {
            let shape = ctx.makeTransparentLayer()
            shape.state.alpha = Float(opacity)
            shape.beginPath(); shape.addPath(path); shape.fillPath()
            ctx.state.shadow = shadow
            ctx.paintShadow(ofAlphaIn: shape)
            ctx.state.shadow = nil
            ctx.composite(picture, alpha: Float(opacity))
        } else {
            ctx.state.shadow = shadow
            ctx.composite(picture, alpha: Float(opacity))
        }
    }

    /// Fills each glyph run's outlines (FreeType's, unhinted) at its baseline
    /// positions in the run's colour, nonzero winding as TrueType outlines expect.
    func renderText(_ layout: TextLayout, in ctx: CGContext) {
        for run in layout.runs where run.color.alpha > 0 && !run.glyphs.isEmpty {
            guard let face = FontFace.face(atPath: run.fontPath), face.unitsPerEm > 0 else { continue }
            let s = run.pointSize / face.unitsPerEm
            ctx.saveGState()
            ctx.beginPath()
            for glyph in run.glyphs {
                guard let outline = face.outline(of: glyph.glyphIndex), !outline.isEmpty else { continue }
                ctx.saveGState()
                ctx.concatenate(CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: glyph.position.x, ty: glyph.position.y))
                ctx.addPath(outline)
                ctx.restoreGState()
            }
            ctx.setFillColor(run.color)
            ctx.fillPath()
            ctx.restoreGState()
        }
    }

    /// The layer's bounds space to its superlayer's, in 3-D: the anchor point at
    /// `position` (and `zPosition`), after `transform`.
    var localMatrix: CATransform3D {
        let b = bounds
        return CATransform3DMakeTranslation(-(b.minX + anchorPoint.x * b.width), -(b.minY + anchorPoint.y * b.height),
                                            -anchorPointZ)
            .concat(transform)
            .concat(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// What this layer applies to its sublayers: `sublayerTransform` about the centre of
    /// its bounds, then the mirror of flipped geometry.
    var childSpaceMatrix: CATransform3D {
        let b = bounds
        var m = CATransform3DIdentity
        if !CATransform3DIsIdentity(sublayerTransform) {
            m = CATransform3DMakeTranslation(-b.midX, -b.midY, 0).concat(sublayerTransform)
                .concat(CATransform3DMakeTranslation(b.midX, b.midY, 0))
        }
        if isGeometryFlipped { m = m.concat(CATransform3DMakeAffineTransform(LayerGeometryFlip.mirror(about: b))) }
        return m
    }

    /// Draws `child`, whose bounds space maps to this layer's by the projective
    /// `matrix`, as Core Animation draws a layer under perspective: its subtree is drawn
    /// flat in its own plane (the union of its bounds and its sublayers' frames) at the
    /// context's resolution, and that picture is projected through `matrix` and the CTM,
    /// each device pixel sampling it bilinearly. Parts behind the eye are not drawn.
    func renderProjected(_ child: CALayer, matrix m: CATransform3D, in ctx: CGContext) {
        guard !child.isHidden, child.opacity > 0 else { return }
        var extent = child.bounds
        for sub in child.sublayerStorage where !sub.isHidden { extent = extent.union(sub.frame) }
        let ctm = ctx.state.ctm
        let deviceScale = max(abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot(), 0.01)
        // Sharp enough where the plane is magnified, within 4 million pixels.
        let magnification = max(1, min(4, max(hypot(m.m11, m.m12), hypot(m.m21, m.m22)) / max(abs(m.m44), 1e-3)))
        var s = deviceScale * magnification
        let limit: CGFloat = 4_000_000
        if extent.width * extent.height * s * s > limit { s = (limit / max(extent.width * extent.height, 1)).squareRoot() }
        let pw = Int((extent.width * s).rounded(.up)), ph = Int((extent.height * s).rounded(.up))
        guard pw > 0, ph > 0, extent.isFiniteRect else { return }
        let plane = CGContext(width: pw, height: ph, ctm: CGAffineTransform(translationX: -extent.minX, y: -extent.minY)
            .concatenating(CGAffineTransform(scaleX: s, y: s)), opaque: false)
        plane.state.layerContentsFlipped = ctx.state.layerContentsFlipped
        child.renderSelfAndSublayers(in: plane)
        // Plane pixel → child point → parent (homogeneous) → device, as row vectors.
        let toChild: [CGFloat] = [1 / s, 0, 0, 0, 1 / s, 0, extent.minX, extent.minY, 1]
        let projection: [CGFloat] = [m.m11, m.m12, m.m14, m.m21, m.m22, m.m24, m.m41, m.m42, m.m44]
        let toDevice: [CGFloat] = [ctm.a, ctm.b, 0, ctm.c, ctm.d, 0, ctm.tx, ctm.ty, 1]
        let homography = Homography.multiply(Homography.multiply(toChild, projection), toDevice)
        ctx.compositeProjected(plane, homography: homography, alpha: 1)
    }
}
