import Foundation
import OpenUIKit

/// A layer and its sublayers, flattened into a `RenderTree` by `makeTree`.
struct Node {
    var layer: RenderLayer
    var children: [Node]

    init(_ layer: RenderLayer, _ children: [Node] = []) {
        self.layer = layer
        self.children = children
    }

    /// A layer whose frame is `frame` in its parent (anchor at the centre).
    static func frame(_ frame: CGRect, _ configure: (inout RenderLayer) -> Void = { _ in },
                      children: [Node] = []) -> Node {
        var layer = RenderLayer(layerID: 0, bounds: CGRect(origin: .zero, size: frame.size),
                                position: CGPoint(x: frame.midX, y: frame.midY))
        configure(&layer)
        return Node(layer, children)
    }
}

/// Flattens nested nodes in pre-order, assigning layer IDs and `subtreeEnd`.
func makeTree(_ root: Node, time: Double = 0) -> RenderTree {
    var layers: [RenderLayer] = []
    func visit(_ node: Node) {
        let index = layers.count
        var layer = node.layer
        layer.layerID = index + 1
        layers.append(layer)
        node.children.forEach(visit)
        layers[index].subtreeEnd = layers.count
    }
    visit(root)
    return RenderTree(time: time, layers: layers)
}

func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}
