import Foundation

/// Makes images by drawing in code (`UIGraphicsImageRenderer`).
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
/// let image = renderer.image { context in
///     UIColor.systemOrange.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 56, height: 56))
/// }
/// ```
/// The image is `size` points at the format's scale: the bitmap is
/// `ceil(size × scale)` pixels. While `actions` runs, the context is the
/// current one, so `UIColor.setFill()` and `UIGraphicsGetCurrentContext()`
/// refer to it.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points; its origin is the top-left of the image.
    public let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds`; an invalid or empty size is logged and
    /// produces 1 × 1 pixel images.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        if !bounds.isFiniteRect || bounds.width <= 0 || bounds.height <= 0 {
            Log.uiKit.warning("UIGraphicsImageRenderer: invalid bounds \(bounds)")
        }
        if !format.scale.isFinite || format.scale <= 0 {
            Log.uiKit.warning("UIGraphicsImageRenderer: invalid scale \(format.scale); using 1")
            format.scale = 1
        }
        self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
        self.format = format
    }

    /// Runs `actions` on a fresh context and returns what it drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeContext()
        GraphicsContextStack.push(context.cgContext)
        actions(context)
        GraphicsContextStack.pop()
        return context.currentImage
    }

    /// Runs `actions` and returns the result encoded as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
        let scale = format.scale
        let width = max(1, Int((bounds.width * scale).rounded(.up)))
        let height = max(1, Int((bounds.height * scale).rounded(.up)))
        let ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let cg = CGContext(width: width, height: height, ctm: ctm, opaque: format.opaque)
        cg.imageScale = scale
        return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
}
