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
}
