import Foundation

extension RenderTree {
    /// Appends instances 1 ..< `instanceCount` of a replicator's sublayers
    /// after its sublayers (instance 0), and tints every instance.
    ///
    /// Instance `i` is the sublayers captured again at the replicator's local
    /// time minus `i × instanceDelay` (so their animations run that much
    /// later), placed by `instanceTransform` applied `i` times about the centre
    /// of the replicator's bounds (as `sublayerTransform` is), their colours
    /// multiplied by the instance's colour. Instance nodes are not their
    /// layers' model (`modelVersion` 0): the next capture takes them afresh.
    @MainActor
    static func appendReplicas(of layer: CALayer, at index: Int, localTime local: Double, markCommitted: Bool,
                               into nodes: inout [RenderLayer], count: inout Int) {
        guard let values = nodes[index].state.cold.replicator else { return }
        let firstInstance = index + 1
        let sublayerEnd = count
        tint(nodes: firstInstance..<sublayerEnd, with: values.tint(ofInstance: 0), in: &nodes)
        guard values.instanceCount > 1, !layer.sublayerStorage.isEmpty else { return }
        let bounds = nodes[index].bounds
        let centre = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        let fromCentre = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        var power = CATransform3DIdentity
        // Guarded: a huge count would make an unbounded snapshot.
        let instances = min(values.instanceCount, 1024)
        for i in 1..<instances {
            power = power.concat(values.instanceTransform)
            let about = fromCentre.concat(power).concat(centre)
            for sublayer in layer.sublayerStorage {
                let root = count
                append(.passUnretained(sublayer), parentTime: local - Double(i) * values.instanceDelay,
                       markCommitted: markCommitted, into: &nodes, count: &count)
                // Place the instance: its local-to-parent matrix followed by `about`.
                let node = nodes[root]
                let position = CATransform3DMakeTranslation(node.position.x, node.position.y, node.zPosition)
                let back = CATransform3DMakeTranslation(-node.position.x, -node.position.y, -node.zPosition)
                nodes[root].transform = node.transform.concat(position).concat(about).concat(back)
                for j in root..<count { nodes[j].modelVersion = 0 }
                tint(nodes: root..<count, with: values.tint(ofInstance: i), in: &nodes)
            }
        }
    }

    /// Multiplies the background and border colours of `range`'s nodes by `tint`.
    private static func tint(nodes range: Range<Int>, with tint: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)?,
                             in nodes: inout [RenderLayer]) {
        guard let tint else { return }
        func times(_ c: CGColor?) -> CGColor? {
            c.map { CGColor(red: $0.red * tint.r, green: $0.green * tint.g, blue: $0.blue * tint.b, alpha: $0.alpha * tint.a) }
        }
        for j in range {
            nodes[j].backgroundColor = times(nodes[j].backgroundColor)
            nodes[j].borderColor = times(nodes[j].borderColor)
            nodes[j].modelVersion = 0
        }
    }
}
