import Foundation

extension CALayer {
    /// Model-space transform from this layer's bounds space to the root's.
    func transformToRoot() -> CATransform3D {
        var m = RenderLayer(state: modelState, layerID: layerID).localToParent
        var child: CALayer = self
        while let parent = child.superlayer {
            let p = RenderLayer(state: parent.modelState, layerID: parent.layerID)
            m = m.concat(p.childSpaceTransform).concat(p.localToParent)
            child = parent
        }
        return m
    }

    /// Converts a point from `layer`'s coordinate space (nil: the root) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let from = layer?.transformToRoot() ?? CATransform3DIdentity
        let to = transformToRoot()
        return Matrix4.project(p, by: from.concat(CATransform3DInvert(to)))
    }

    /// Converts a point from this layer's coordinate space to `layer`'s (nil: the root).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let to = layer?.transformToRoot() ?? CATransform3DIdentity
        return Matrix4.project(p, by: transformToRoot().concat(CATransform3DInvert(to)))
    }

    /// Converts a rectangle (its bounding box after transformation).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let from = layer?.transformToRoot() ?? CATransform3DIdentity
        return Self.boundingBox(r, through: from.concat(CATransform3DInvert(transformToRoot())))
    }

    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let to = layer?.transformToRoot() ?? CATransform3DIdentity
        return Self.boundingBox(r, through: transformToRoot().concat(CATransform3DInvert(to)))
    }

    static func boundingBox(_ r: CGRect, through m: CATransform3D) -> CGRect {
        guard !r.isNull, r.isFiniteRect else { return r }
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { Matrix4.project($0, by: m) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
