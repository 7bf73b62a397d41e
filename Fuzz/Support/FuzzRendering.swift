import Foundation
import OpenUIKit
import SegueRender

/// Capture and render checks shared by the layer fuzzers.
@MainActor
public enum FuzzRendering {
    /// One renderer for the whole run (EGL set-up costs milliseconds); nil
    /// where EGL is missing (then only captures are checked).
    private static let renderer: Renderer? = try? Renderer()

    /// Captures `root` at `time`, checks the snapshot's structure, renders
    /// it at 48 × 48 pixels and checks the frame; reports a finding otherwise.
    public static func captureAndRender(_ root: CALayer, at time: Double, expectedLayers: Int) {
        let tree = RenderTree(capturing: root, atMediaTime: time)
        check(tree, expectedLayers: expectedLayers)
        guard let renderer else { return }
        let frame: Frame
        do {
            frame = try renderer.render(tree, scale: 1, size: CGSize(width: 48, height: 48))
        } catch {
            FuzzDriver.finding("render threw \(error)")
        }
        guard frame.width == 48, frame.height == 48, frame.pixels.count == 48 * 48 * 4 else {
            FuzzDriver.finding("frame is \(frame.width) × \(frame.height) with \(frame.pixels.count) bytes, not 48 × 48")
        }
    }

    /// Structure: one node per layer of the subtree, and every node's
    /// subtree range inside the tree and nested in its parent's.
    public static func check(_ tree: RenderTree, expectedLayers: Int) {
        guard tree.layers.count == expectedLayers else {
            FuzzDriver.finding("capture has \(tree.layers.count) nodes for \(expectedLayers) layers")
        }
        var open: [Int] = []  // subtree ends of the ancestors of the node visited
        for (index, node) in tree.layers.enumerated() {
            while let end = open.last, index >= end { open.removeLast() }
            guard node.subtreeEnd > index, node.subtreeEnd <= (open.last ?? tree.layers.count) else {
                FuzzDriver.finding("node \(index) has subtree end \(node.subtreeEnd) outside its parent's")
            }
            open.append(node.subtreeEnd)
        }
    }

    /// The number of layers a capture of `layer` holds: its subtree's, and
    /// each mask's subtree (captured after the sublayers).
    public static func count(_ layer: CALayer) -> Int {
        1 + (layer.sublayers ?? []).reduce(0) { $0 + count($1) } + (layer.mask.map(count) ?? 0)
    }
}
