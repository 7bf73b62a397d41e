import Foundation

/// An area of a bitmap in device pixels, as `CGContext` paints it: a
/// membership test for points, a bounding box, and whether the area is
/// convex (which lets the rasteriser accept a pixel whose four corners are
/// inside without sampling it).
struct CoverageRegion {
    var bounds: CGRect
    var isConvex: Bool
    var contains: (CGPoint) -> Bool

    /// A closed shape in user space, seen through `ctm`.
    init(_ element: CGPath.Element, ctm: CGAffineTransform) {
        let inverse = ctm.inverted()
        let shape = Self.test(for: element)
        bounds = Self.box(of: element).applying(ctm)
        isConvex = true
        contains = { shape($0.applying(inverse)) }
    }

    init(bounds: CGRect, isConvex: Bool, contains: @escaping (CGPoint) -> Bool) {
        self.bounds = bounds; self.isConvex = isConvex; self.contains = contains
    }

    /// Several shapes combined by a fill rule.
    static func combining(_ elements: [(CGPath.Element, CGAffineTransform)], rule: CGPathFillRule) -> CoverageRegion? {
        let regions = elements.map { CoverageRegion($0.0, ctm: $0.1) }
        guard let first = regions.first else { return nil }
        if regions.count == 1 { return first }
        let box = regions.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
        switch rule {
        case .winding: return CoverageRegion(bounds: box, isConvex: false) { p in regions.contains { $0.contains(p) } }
        case .evenOdd:
            return CoverageRegion(bounds: box, isConvex: false) { p in regions.reduce(false) { $0 != $1.contains(p) } }
        }
    }

    /// The band `lineWidth` wide centred on the outline of `element`.
    static func stroke(_ element: CGPath.Element, lineWidth: CGFloat, ctm: CGAffineTransform) -> CoverageRegion {
        let h = lineWidth / 2
        let outer: CGPath.Element, inner: CGPath.Element?
        switch element {
        case .rect(let r):
            outer = .rect(r.insetBy(dx: -h, dy: -h))
            inner = r.width > lineWidth && r.height > lineWidth ? .rect(r.insetBy(dx: h, dy: h)) : nil
        case .ellipse(let r):
            outer = .ellipse(r.insetBy(dx: -h, dy: -h))
            inner = r.width > lineWidth && r.height > lineWidth ? .ellipse(r.insetBy(dx: h, dy: h)) : nil
        case .roundedRect(let r, let cw, let ch):
            outer = .roundedRect(r.insetBy(dx: -h, dy: -h), cornerWidth: cw + h, cornerHeight: ch + h)
            inner = r.width > lineWidth && r.height > lineWidth
                ? .roundedRect(r.insetBy(dx: h, dy: h), cornerWidth: max(cw - h, 0), cornerHeight: max(ch - h, 0)) : nil
        }
        let o = CoverageRegion(outer, ctm: ctm)
        guard let inner else { return o }
        let i = CoverageRegion(inner, ctm: ctm)
        return CoverageRegion(bounds: o.bounds, isConvex: false) { o.contains($0) && !i.contains($0) }
    }

    private static func box(of element: CGPath.Element) -> CGRect {
        switch element {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): return r.standardized
        }
    }

    /// Membership in user space.
    private static func test(for element: CGPath.Element) -> (CGPoint) -> Bool {
        switch element {
        case .rect(let r):
            let r = r.standardized
            return { $0.x >= r.minX && $0.x < r.maxX && $0.y >= r.minY && $0.y < r.maxY }
        case .ellipse(let r):
            let r = r.standardized
            let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
            guard rx > 0, ry > 0 else { return { _ in false } }
            return { p in
                let dx = (p.x - cx) / rx, dy = (p.y - cy) / ry
                return dx * dx + dy * dy <= 1
            }
        case .roundedRect(let r, let cw, let ch):
            let r = r.standardized
            let rx = min(max(cw, 0), r.width / 2), ry = min(max(ch, 0), r.height / 2)
            return { p in
                guard p.x >= r.minX, p.x < r.maxX, p.y >= r.minY, p.y < r.maxY else { return false }
                guard rx > 0, ry > 0 else { return true }
                let qx = max(r.minX + rx - p.x, p.x - (r.maxX - rx), 0)
                let qy = max(r.minY + ry - p.y, p.y - (r.maxY - ry), 0)
                let dx = qx / rx, dy = qy / ry
                return dx * dx + dy * dy <= 1
            }
        }
    }
}
