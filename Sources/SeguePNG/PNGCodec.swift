import CPNG
import Foundation

/// The package's one PNG codec, for premultiplied RGBA8 pixels with rows
/// top-down (the format of OpenUIKit's `CGImage` and SegueRender's `Frame`).
///
/// Encoding writes straight-alpha 8-bit RGBA (colour type 6, the PNG
/// convention), or 8-bit RGB (colour type 2) when every pixel is opaque,
/// each row filtered with the best of None, Sub and Up and the data
/// compressed by `Deflate`. Decoding reads any PNG through libpng's
/// simplified API and premultiplies the result. OpenUIKit (`UIImage`) and
/// SegueRender (frames, APNG, the gallery) both use this type.
public enum PNGCodec {
    /// A decoded image: `width × height` premultiplied RGBA8 pixels, rows top-down.
    public struct Image: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// `width × height × 4` bytes.
        public var premultipliedRGBA: [UInt8]
    }

    /// Why `decode(_:)` gave no image.
    public enum DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The bytes do not start with the PNG signature.
        case notPNG(byteCount: Int)
        /// libpng could not read the header chunks (its message).
        case unreadableHeader(String)
        /// A side is 0 or over `maximumSide` pixels.
        case unsupportedDimensions(width: Int, height: Int)
        /// libpng read the header but not the image data (its message).
        case undecodable(String)

        public var description: String {
            switch self {
            case .notPNG(let count): "not a PNG image (\(count) bytes)"
            case .unreadableHeader(let message): "cannot read the header: libpng: \(message)"
            case .unsupportedDimensions(let width, let height): "unsupported dimensions \(width) x \(height)"
            case .undecodable(let message): "cannot decode: libpng: \(message)"
            }
        }
    }

    /// The largest width or height `decode(_:)` accepts (a guard against
    /// headers that ask for gigabytes).
    public static let maximumSide = 1 << 15

    /// The PNG file bytes of a `width × height` premultiplied RGBA8 image, rows top-down.
    /// - Precondition: `premultipliedRGBA.count == width * height * 4`, width and height ≥ 1.
    public static func encode(width: Int, height: Int, premultipliedRGBA: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0 && premultipliedRGBA.count == width * height * 4,
                     "PNGCodec.encode needs a non-empty width × height × 4 buffer")
        // An image without transparency is written as RGB (colour type 2).
        let opaque = premultipliedRGBA.withUnsafeBufferPointer { PNGChunkWriter.isOpaque($0.baseAddress!, pixels: width * height) }
        var writer = PNGChunkWriter()
        writer.header(width: width, height: height, opaque: opaque)
        writer.chunk("IDAT", PNGChunkWriter.compressedImageData(width: width, height: height,
                                                                premultipliedRGBA: premultipliedRGBA, opaque: opaque))
        writer.chunk("IEND", [])
        return writer.bytes
    }

    /// The image in the PNG file `bytes`, premultiplied (rounding to nearest).
    public static func decode(_ bytes: some ContiguousBytes) throws(DecodingError) -> Image {
        // libpng reads from the caller's buffer until finish_read, so both
        // calls run while the bytes are borrowed.
        let result: Result<Image, DecodingError> = bytes.withUnsafeBytes { decode($0) }
        return try result.get()
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer) -> Result<Image, DecodingError> {
        guard bytes.count >= PNGChunkWriter.signature.count,
              bytes.prefix(PNGChunkWriter.signature.count).elementsEqual(PNGChunkWriter.signature) else {
            return .failure(.notPNG(byteCount: bytes.count))
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            return .failure(.unreadableHeader(message(of: &image)))
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // 8-bit sRGB RGBA
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            return .failure(.unsupportedDimensions(width: width, height: height))
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { return .failure(.undecodable(message(of: &image))) }
        premultiply(&pixels)
        return .success(Image(width: width, height: height, premultipliedRGBA: pixels))
    }

    /// libpng's message for the last failure of `image`.
    private static func message(of image: inout png_image) -> String {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return message.isEmpty ? "unknown error" : message
    }

    /// Straight to premultiplied alpha, rounding to nearest.
    static func premultiply(_ pixels: inout [UInt8]) {
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(pixels[i + 3])
            guard a < 255 else { continue }
            for c in 0..<3 { pixels[i + c] = UInt8((UInt32(pixels[i + c]) * a + 127) / 255) }
        }
    }
}
