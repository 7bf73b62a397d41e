import Foundation

/// The drawing environment passed to `UIGraphicsImageRenderer.image(actions:)`
/// (`UIGraphicsImageRendererContext`). Its `cgContext` draws in points, with
/// the origin at the top left.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    /// The format the renderer was created with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image at the format's scale.
    public var currentImage: UIImage {
        let image = cgContext.makeImage() ?? CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
