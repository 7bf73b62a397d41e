import Foundation
import OpenUIKit

/// One rendered picture: premultiplied RGBA8 pixels, rows top-down.
public struct Frame: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes, premultiplied RGBA, first row at the top.
    public var pixels: [UInt8]
    /// Media time of the tree the frame was rendered from (seconds).
    public var time: Double

    public init(width: Int, height: Int, pixels: [UInt8], time: Double = 0) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "Frame needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.time = time
    }

    /// The premultiplied components of the pixel at (`x`, `y`), y down from the top.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The pixels as a `CGImage` (nil for an empty frame).
    public func cgImage() -> CGImage? {
        CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }
}
