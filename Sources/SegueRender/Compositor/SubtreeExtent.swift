import Foundation
@_spi(SegueRender) import OpenUIKit

/// The window-space area a layer subtree can draw into, used to limit
/// group-opacity targets to the pixels that matter.
enum SubtreeExtent {
    /// The window-point rectangle containing everything the subtree rooted at
    /// `index` (whose layer-to-window matrix is `matrix`) can draw: `.null` when
    /// it draws nothing, nil when it is unbounded (a corner behind the eye or
    /// non-finite geometry).
    /// With `includingOwnShadow` false the root layer's own shadow is left out
    /// (for a layer whose shadow is drawn separately).
    /// With `tight` true the bounds of layers that draw nothing in them (clear
    /// containers) are left out too (group and mask targets: only drawn pixels matter).
    static func windowBounds(of index: Int, in tree: RenderTree, structure: TreeStructure,
                             matrix: CATransform3D, includingOwnShadow: Bool = true, tight: Bool = false) -> CGRect? {
        var result = CGRect.null
        return accumulate(index, tree, structure, matrix, depth: 0, ownShadow: includingOwnShadow, tight: tight,
                          into: &result) ? result : nil
    }

    private static func accumulate(_ index: Int, _ tree: RenderTree, _ structure: TreeStructure,
                                   _ matrix: CATransform3D, depth: Int, ownShadow: Bool = true, tight: Bool,
                                   into result: inout CGRect) -> Bool {
        // Too deep to be drawn: a tight extent calls it unbounded, so that the traversal
        // still reaches the depth limit and reports it.
        guard depth < RenderEngine.maximumDepth else { return !tight }
        let layer = tree.layers[index]
        for rect in drawnRects(of: layer, shadow: ownShadow, tight: tight) where !rect.isNull && !rect.isEmpty {
            for i in 0..<4 {
                let h = LayerGeometry.homogeneous(LayerGeometry.corner(i, of: rect), matrix)
                guard h.w > 1e-6, (h.x / h.w).isFinite, (h.y / h.w).isFinite else { return false }
                result = result.union(CGRect(x: h.x / h.w, y: h.y / h.w, width: 0, height: 0))
            }
        }
        let childMatrix = LayerGeometry.childMatrix(of: layer, matrix: matrix)
        for child in structure.sublayers(of: index, in: tree) {
            let c = tree.layers[child]
            guard !c.isHidden, c.opacity > 0 else { continue }
            let m = c.localToParent.then(childMatrix)
            guard LayerGeometry.isFinite(m) else { continue } // skipped when drawn
            if !accumulate(child, tree, structure, m, depth: depth + 1, tight: tight, into: &result) { return false }
        }
        return true
    }

    /// True when the layer draws something of its own within its bounds: a background,
    /// border, contents, text, shape, gradient or backdrop blur.
    private static func drawsInBounds(_ layer: RenderLayer) -> Bool {
        (layer.backgroundColor?.alpha ?? 0) > 0 || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
            || layer.contents != nil || layer.text != nil || layer.shape != nil || layer.gradient != nil
            || layer.backdropBlurRadius > 0
    }

    /// Layer-space rectangles covering the layer's own drawing.
    private static func drawnRects(of layer: RenderLayer, shadow: Bool, tight: Bool) -> [CGRect] {
        // A layer that draws nothing in its bounds (a clear container view) adds only
        // what its parts reach beyond them: a full-screen container around a small
        // subtree then limits group targets to that subtree.
        var rects = !tight || drawsInBounds(layer) ? [layer.bounds] : []
        if shadow && layer.shadowOpacity > 0 {
            let reach = 3 * max(layer.shadowRadius, 0) / 2 + 2
            let shape = layer.shadowPath?.boundingBox ?? layer.bounds
            rects.append(shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -reach, dy: -reach))
        }
        if let image = layer.contents, !layer.masksToBounds {
            let s = layer.contentsScale > 0 ? layer.contentsScale : 1
            rects.append(layer.contentsGravity.rect(forImageSize: CGSize(width: CGFloat(image.width) / s,
                                                                         height: CGFloat(image.height) / s),
                                                    in: layer.bounds))
        }
        if let shape = layer.shape, let path = shape.path, !path.isEmpty, !layer.masksToBounds {
            // The path's box grown by the widest a stroke can reach (a miter tip).
            let reach = max(shape.lineWidth, 0) / 2 * max(shape.miterLimit, 1) + 1
            rects.append(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        if let text = layer.text, !layer.masksToBounds {
            for run in text.runs {
                for glyph in run.glyphs where glyph.position.x.isFinite && glyph.position.y.isFinite {
                    // Generous: a glyph stays within about one em of its origin.
                    rects.append(CGRect(x: glyph.position.x - run.pointSize, y: glyph.position.y - 1.5 * run.pointSize,
                                        width: 3 * run.pointSize, height: 2.5 * run.pointSize))
                }
            }
        }
        return rects.filter { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite }
    }
}
