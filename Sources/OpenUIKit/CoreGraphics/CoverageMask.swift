import Foundation

/// The fraction of each device pixel an area covers, over a box of pixels
/// (outside the box: 0). `CGContext` paints through these.
///
/// Coverage is computed analytically, not by sampling: each polygon edge
/// adds, to the pixels of each row it crosses, the signed area between the
/// edge and the pixel's right side; a running sum along the row then gives
/// each pixel's exact covered area (the accumulation rasteriser of font
/// renderers). Under the nonzero rule coverage is |sum| clamped to 1; under
/// even-odd the sum folds by a triangle wave (exact inside, edges
/// approximate where edges of opposite sense share a pixel).
struct CoverageMask {
    /// The box, in device pixels.
    var x0: Int, y0: Int, width: Int, height: Int
    var coverage: [Float]

    static let empty = CoverageMask(x0: 0, y0: 0, width: 0, height: 0, coverage: [])

    var isEmpty: Bool { width == 0 || height == 0 }

    /// The device box of `polygons` (all treated as closed), limited to `limit`.
    static func box(of polygons: [[CGPoint]], limit: (x0: Int, y0: Int, x1: Int, y1: Int))
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for p in polygon {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let x0 = max(limit.x0, Int(max(minX, -1e7).rounded(.down))), x1 = min(limit.x1, Int(min(maxX, 1e7).rounded(.up)))
        let y0 = max(limit.y0, Int(max(minY, -1e7).rounded(.down))), y1 = min(limit.y1, Int(min(maxY, 1e7).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1, y1)
    }

    /// The signed-area accumulation of `polygons` over their box within
    /// `limit`: `stride = width + 2` floats a row, whose running sum along
    /// the row is each pixel's winding-weighted coverage.
    static func accumulate(_ polygons: [[CGPoint]], limit: (x0: Int, y0: Int, x1: Int, y1: Int))
        -> (x0: Int, y0: Int, width: Int, height: Int, stride: Int, sums: [Float])? {
        guard let box = box(of: polygons, limit: limit) else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0, stride = width + 2
        var accumulation = [Float](repeating: 0, count: stride * height)
        let w = Float(width), ox = CGFloat(box.x0), oy = CGFloat(box.y0)
        accumulation.withUnsafeMutableBufferPointer { acc in
            for polygon in polygons where polygon.count > 2 {
                var previous = polygon[polygon.count - 1]
                for p in polygon {
                    edge(Float(previous.x - ox), Float(previous.y - oy), Float(p.x - ox), Float(p.y - oy),
                         acc: acc, width: w, height: height, stride: stride)
                    previous = p
                }
            }
        }
        return (box.x0, box.y0, width, height, stride, accumulation)
    }

    /// Coverage from a running sum under `rule`.
    @inline(__always)
    static func coverage(_ sum: Float, evenOdd: Bool) -> Float {
        var c = abs(sum)
        if evenOdd {
            c = c.truncatingRemainder(dividingBy: 2)
            if c > 1 { c = 2 - c }
        } else if c > 1 {
            c = 1
        }
        return c
    }

    /// The area of `polygons` (device space, each implicitly closed) under
    /// `rule`, within `limit`.
    init(polygons: [[CGPoint]], rule: CGPathFillRule, limit: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        guard let a = Self.accumulate(polygons, limit: limit) else { self = .empty; return }
        x0 = a.x0; y0 = a.y0; width = a.width; height = a.height
        coverage = [Float](repeating: 0, count: width * height)
        let evenOdd = rule == .evenOdd, width = a.width, stride = a.stride
        coverage.withUnsafeMutableBufferPointer { out in
            a.sums.withUnsafeBufferPointer { acc in
                for row in 0..<a.height {
                    var sum: Float = 0
                    let r = row * stride, o = row * width
                    for x in 0..<width {
                        sum += acc[r + x]
                        out[o + x] = Self.coverage(sum, evenOdd: evenOdd)
                    }
                }
            }
        }
    }

    /// Paints `color` (premultiplied, 0…255 scale) at the coverage of
    /// `polygons` straight into RGBA8 `bytes` of `width` pixels a row whose
    /// first pixel is device pixel `origin`: one pass, no coverage buffer.
    static func paint(_ polygons: [[CGPoint]], rule: CGPathFillRule, limit: (x0: Int, y0: Int, x1: Int, y1: Int),
                      color: SIMD4<Float>, into bytes: inout [UInt8], width: Int, origin: (x: Int, y: Int)) {
        guard let a = accumulate(polygons, limit: limit) else { return }
        let evenOdd = rule == .evenOdd
        // Scalars, not SIMD lanes, in the loop: unoptimised builds read lanes slowly.
        let cr = color.x, cg = color.y, cb = color.z, ca = color.w
        bytes.withUnsafeMutableBufferPointer { out in
            a.sums.withUnsafeBufferPointer { acc in
                for row in 0..<a.height {
                    var sum: Float = 0
                    let r = row * a.stride
                    var o = ((row + a.y0 - origin.y) * width + (a.x0 - origin.x)) * 4
                    for x in 0..<a.width {
                        sum += acc[r + x]
                        let c = coverage(sum, evenOdd: evenOdd)
                        if c > 0 {
                            out[o] = UInt8(cr * c + 0.5); out[o + 1] = UInt8(cg * c + 0.5)
                            out[o + 2] = UInt8(cb * c + 0.5); out[o + 3] = UInt8(ca * c + 0.5)
                        }
                        o += 4
                    }
                }
            }
        }
    }

    init(x0: Int, y0: Int, width: Int, height: Int, coverage: [Float]) {
        self.x0 = x0; self.y0 = y0; self.width = width; self.height = height; self.coverage = coverage
    }

    /// Adds one edge, in box coordinates. Parts left of the box count as
    /// lying on its left side (they still change the winding to the right);
    /// parts right of it are dropped.
    private static func edge(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float,
                             acc: UnsafeMutableBufferPointer<Float>, width w: Float, height: Int, stride: Int) {
        guard ay != by, ay.isFinite, by.isFinite, ax.isFinite, bx.isFinite else { return }
        // Split at x = 0 and x = w.
        for boundary in [Float(0), w] where (ax < boundary) != (bx < boundary) && ax != boundary && bx != boundary {
            let y = ay + (boundary - ax) * (by - ay) / (bx - ax)
            edge(ax, ay, boundary, y, acc: acc, width: w, height: height, stride: stride)
            edge(boundary, y, bx, by, acc: acc, width: w, height: height, stride: stride)
            return
        }
        if ax >= w && bx >= w { return }
        var ax = ax, bx = bx
        if ax <= 0 && bx <= 0 { ax = 0; bx = 0 }
        ax = min(ax, w); bx = min(bx, w)
        let dir: Float, x0: Float, y0: Float, x1: Float, y1: Float
        if ay < by { dir = 1; x0 = ax; y0 = ay; x1 = bx; y1 = by } else { dir = -1; x0 = bx; y0 = by; x1 = ax; y1 = ay }
        let dxdy = (x1 - x0) / (y1 - y0)
        let rowStart = max(0, Int(y0.rounded(.down)))
        let rowEnd = min(height, Int(y1.rounded(.up)))
        guard rowStart < rowEnd else { return }
        var x = x0 + (max(Float(rowStart), y0) - y0) * dxdy
        for row in rowStart..<rowEnd {
            let top = max(Float(row), y0), bottom = min(Float(row + 1), y1)
            let dy = bottom - top
            var xnext = x + dxdy * dy
            xnext = min(max(xnext, 0), w)
            let d = dy * dir
            let line = row * stride
            let lo = min(x, xnext), hi = max(x, xnext)
            let loFloor = lo.rounded(.down), loI = Int(loFloor)
            let hiCeil = hi.rounded(.up), hiI = Int(hiCeil)
            if hiI <= loI + 1 {
                let mid = 0.5 * (x + xnext) - loFloor
                acc[line + loI] += d - d * mid
                acc[line + loI + 1] += d * mid
            } else {
                let s = 1 / (hi - lo)
                let lof = lo - loFloor
                let a0 = 0.5 * s * (1 - lof) * (1 - lof)
                let hif = hi - hiCeil + 1
                let am = 0.5 * s * hif * hif
                acc[line + loI] += d * a0
                if hiI == loI + 2 {
                    acc[line + loI + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - lof)
                    acc[line + loI + 1] += d * (a1 - a0)
                    var xi = loI + 2
                    while xi < hiI - 1 { acc[line + xi] += d * s; xi += 1 }
                    let a2 = a1 + Float(hiI - loI - 3) * s
                    acc[line + hiI - 1] += d * (1 - a2 - am)
                }
                acc[line + hiI] += d * am
            }
            x = xnext
        }
    }

    /// Coverage at device pixel (x, y).
    @inline(__always)
    func value(x: Int, y: Int) -> Float {
        let lx = x - x0, ly = y - y0
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return coverage[ly * width + lx]
    }

    /// The pixel-wise product with `other` (an intersection of areas).
    func intersecting(_ other: CoverageMask) -> CoverageMask {
        let nx0 = max(x0, other.x0), ny0 = max(y0, other.y0)
        let nx1 = min(x0 + width, other.x0 + other.width), ny1 = min(y0 + height, other.y0 + other.height)
        guard nx1 > nx0, ny1 > ny0 else { return .empty }
        var result = CoverageMask(x0: nx0, y0: ny0, width: nx1 - nx0, height: ny1 - ny0,
                                  coverage: [Float](repeating: 0, count: (nx1 - nx0) * (ny1 - ny0)))
        for y in ny0..<ny1 {
            for x in nx0..<nx1 {
                result.coverage[(y - ny0) * result.width + x - nx0] = value(x: x, y: y) * other.value(x: x, y: y)
            }
        }
        return result
    }
}
