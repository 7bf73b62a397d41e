import Foundation

/// An immutable bitmap (`CGImage`): 8-bit RGBA, premultiplied alpha, rows top-down.
///
/// Core Graphics builds images from data providers and colour spaces; Segue
/// needs one pixel format only, so the initialiser takes the pixels directly.
/// Images are shared by reference between layers, snapshots and the renderer,
/// which caches one texture per image identity.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    /// Premultiplied RGBA8 pixels, `height` rows of `bytesPerRow` bytes.
    public let pixels: [UInt8]

    /// Creates an image from premultiplied RGBA8 pixels. Returns nil when the
    /// size is not positive or the buffer does not hold `width × height × 4` bytes.
    public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
