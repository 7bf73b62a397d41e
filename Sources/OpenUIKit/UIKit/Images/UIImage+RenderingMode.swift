import Foundation

extension UIImage {
    /// How an image is drawn by views (`UIImage.RenderingMode`), with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// The context decides; for bitmap images in an image view, the original colours.
        case automatic = 0
        /// Always the original colours.
        case alwaysOriginal = 1
        /// A template: only the alpha counts, painted in the view's `tintColor`.
        case alwaysTemplate = 2
    }
}
