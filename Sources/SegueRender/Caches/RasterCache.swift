import CEGL
import Foundation
import OpenUIKit

/// Bitmaps of rasterized layers (`shouldRasterize`), kept from frame to frame
/// by layer identity and reused while the subtree's picture is unchanged.
/// An entry not drawn in a frame is deleted at the end of that frame.
final class RasterCache {
    struct Entry {
        var target: RenderTarget
        /// What the bitmap shows: a hash of the subtree's values that change its picture.
        var signature: Int
        /// The layer-space rectangle the bitmap covers, and its pixels per point.
        var extent: CGRect
        var pixelScale: CGFloat
        var usedInFrame: Bool
    }

    /// Most bytes the cache holds; a rasterized layer beyond it is drawn directly.
    static let budgetBytes = 64 << 20
    private(set) var entries: [Int: Entry] = [:]
    /// Bitmaps drawn (cache misses) since the renderer was made, for tests.
    private(set) var renderCount = 0

    var byteCount: Int { entries.values.reduce(0) { $0 + $1.target.byteCount } }

    func entry(for layerID: Int) -> Entry? { entries[layerID] }

    func markUsed(_ layerID: Int) { entries[layerID]?.usedInFrame = true }

    /// Stores a freshly drawn bitmap (replacing the layer's previous one).
    func store(_ entry: Entry, for layerID: Int) {
        if let old = entries[layerID], old.target !== entry.target { old.target.destroy() }
        entries[layerID] = entry
        renderCount += 1
    }

    /// Deletes the bitmaps no layer drew from this frame.
    func endFrame() {
        for (id, entry) in entries where !entry.usedInFrame {
            entry.target.destroy()
            entries[id] = nil
        }
        for id in entries.keys { entries[id]?.usedInFrame = false }
    }

    func removeAll() {
        entries.values.forEach { $0.target.destroy() }
        entries = [:]
    }
}
