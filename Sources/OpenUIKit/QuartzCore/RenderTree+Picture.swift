import Foundation

extension RenderTree {
    /// Whether `other` draws the same picture as this tree: the same structure and,
    /// layer by layer, equal drawn values (equal colours, paths, text and gradients,
    /// the same contents images). What no renderer draws is not compared: which live
    /// layer a node came from (`layerID`), its model version and its `name`.
    ///
    /// Equal values draw equal pixels, so a renderer given a tree that draws the
    /// same picture as the last one can reuse that frame. The converse does not hold
    /// (a change under an opaque layer, or NaN, which is never equal to itself): that
    /// costs only a render.
    @_spi(SegueRender) public func drawsSamePicture(as other: RenderTree) -> Bool {
        guard layers.count == other.layers.count else { return false }
        for i in layers.indices where layers[i].subtreeEnd != other.layers[i].subtreeEnd || !layerDrawsSame(i, as: other) {
            return false
        }
        return true
    }

    /// Whether the layer at `index` has the same drawn values in `other` (which
    /// must have a layer there): the node's own values, not its place in the tree.
    func layerDrawsSame(_ index: Int, as other: RenderTree) -> Bool {
        let a = layers[index].state, b = other.layers[index].state
        return a.hot == b.hot && (a.cold === b.cold || a.cold.drawsLike(b.cold))
    }
}


extension LayerColdState {
    /// Equal drawn values (everything but `name`); contents images by identity.
    func drawsLike(_ other: LayerColdState) -> Bool {
        backgroundColor == other.backgroundColor && borderColor == other.borderColor
            && contents === other.contents && contentsGravity == other.contentsGravity
            && contentsScale == other.contentsScale && text == other.text && shadowColor == other.shadowColor
            && shadowPath == other.shadowPath && sublayerTransform == other.sublayerTransform && shape == other.shape
            && gradient == other.gradient && contentsSampling == other.contentsSampling
            && replicator == other.replicator && textLayer == other.textLayer
    }
}
