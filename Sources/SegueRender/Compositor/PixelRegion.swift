import Foundation

/// A rectangle of whole pixels in a render target (rows top-down, which is
/// also GL's window y under SegueRender's projection).
struct PixelRegion: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels touched by `rect` (window points) at `scale`, grown by
    /// `margin` pixels and clamped to `width × height`.
    static func covering(_ rect: CGRect, scale: CGFloat, margin: Int, width: Int, height: Int) -> PixelRegion {
        guard !rect.isNull else { return PixelRegion(x: 0, y: 0, width: 0, height: 0) }
        func clamp(_ v: CGFloat, _ limit: Int) -> Int { Int(min(max(v, 0), CGFloat(limit))) }
        let x0 = clamp((rect.minX * scale).rounded(.down) - CGFloat(margin), width)
        let y0 = clamp((rect.minY * scale).rounded(.down) - CGFloat(margin), height)
        let x1 = clamp((rect.maxX * scale).rounded(.up) + CGFloat(margin), width)
        let y1 = clamp((rect.maxY * scale).rounded(.up) + CGFloat(margin), height)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The region grown by `margin` pixels on every side, clamped to `width × height`.
    func expanded(by margin: Int, width: Int, height: Int) -> PixelRegion {
        let x0 = max(0, x - margin), y0 = max(0, y - margin)
        let x1 = min(width, x + self.width + margin), y1 = min(height, y + self.height + margin)
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The region moved by (`dx`, `dy`) pixels (rounded outwards), clamped to `width × height`.
    func offsetBy(dx: CGFloat, dy: CGFloat, width: Int, height: Int) -> PixelRegion {
        let x0 = Int((CGFloat(x) + dx).rounded(.down)), y0 = Int((CGFloat(y) + dy).rounded(.down))
        let x1 = Int((CGFloat(x + self.width) + dx).rounded(.up)), y1 = Int((CGFloat(y + self.height) + dy).rounded(.up))
        let cx0 = min(max(x0, 0), width), cy0 = min(max(y0, 0), height)
        let cx1 = min(max(x1, 0), width), cy1 = min(max(y1, 0), height)
        return PixelRegion(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0)
    }

    /// The smallest region containing both (an empty one contributes nothing).
    func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
