import Foundation

extension UIImage {
    /// A copy that draws with `renderingMode`.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// A copy painted in `color` where this image is opaque: the tint is
    /// drawn, then the image over it with `.destinationIn`, as UIKit
    /// documents for bitmap images. The copy keeps the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A tinted copy (see `withTintColor(_:)`) that draws with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let cgImage, let tinted = Self.tinted(cgImage, color.cgColor) else {
            return withRenderingMode(renderingMode)
        }
        return UIImage(cgImage: tinted, scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// `color` × the alpha of `image`, premultiplied.
    static func tinted(_ image: CGImage, _ color: CGColor) -> CGImage? {
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        let r = Double(color.red), g = Double(color.green), b = Double(color.blue), a = Double(color.alpha)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Double(image.pixels[i + 3]) / 255 * a
            pixels[i] = UInt8((r * alpha * 255).rounded())
            pixels[i + 1] = UInt8((g * alpha * 255).rounded())
            pixels[i + 2] = UInt8((b * alpha * 255).rounded())
            pixels[i + 3] = UInt8((alpha * 255).rounded())
        }
        return CGImage(width: image.width, height: image.height, premultipliedRGBA: pixels)
    }

    /// Draws the image at its size in points with its top-left at `point`
    /// in the current context (nothing outside a context).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at `point`, blended by `blendMode` at `alpha`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current context, upright
    /// in UIKit's coordinates (unlike `CGContext.draw(_:in:)`, which draws a
    /// bitmap y-up).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to `rect`, blended by `blendMode` at `alpha`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawImage(cgImage, in: rect, topDown: true, tiled: false)
        context.restoreGState()
    }
}
