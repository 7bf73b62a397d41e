import Foundation

/// Settings for the bitmaps a `UIGraphicsImageRenderer` makes
/// (`UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; defaults to the main screen's scale.
    public var scale: CGFloat
    /// When true the bitmap has no transparency: it starts black, as UIKit's
    /// opaque contexts do, and every pixel stays fully opaque.
    public var opaque: Bool

    public override init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The default format: the main screen's scale, not opaque.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the best display (`preferred()`); the same as `default()` here.
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
