@_implementationOnly import CPNG
import Foundation

/// PNG decoding and encoding through libpng's simplified API.
///
/// Decoded pixels are premultiplied for `CGImage`; encoded pixels are
/// un-premultiplied first, since PNG stores straight alpha. Failures return
/// nil and log the source and libpng's own message.
enum PNGCodec {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let formatRGBA = png_uint_32(3)  // PNG_FORMAT_RGBA: colour | alpha, 8-bit sRGB

    /// Decodes PNG `data`; `source` names it in diagnostics.
    static func decode(_ data: Data, source: String) -> CGImage? {
        guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature) else {
            Log.uiKit.warning("UIImage: \(source) is not a PNG image (\(data.count) bytes); only PNG is supported")
            return nil
        }
        // libpng reads from the caller's buffer until finish_read, so both
        // calls run while the bytes are borrowed.
        return data.withUnsafeBytes { bytes in decode(bytes, source: source) }
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, source: String) -> CGImage? {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            return fail(&image, "read the header of", source)
        }
        image.format = formatRGBA
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            Log.uiKit.warning("UIImage: \(source) has unsupported dimensions \(width) x \(height)")
            return nil
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { return fail(&image, "decode", source) }
        premultiply(&pixels)
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// PNG bytes for `image` (8-bit RGBA, straight alpha), or nil with a diagnostic.
    static func encode(_ cgImage: CGImage) -> Data? {
        var straight = cgImage.pixels
        unpremultiply(&straight)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(cgImage.width)
        image.height = png_uint_32(cgImage.height)
        image.format = formatRGBA
        defer { png_image_free(&image) }
        var size = 0
        let stride = Int32(cgImage.bytesPerRow)
        let sized = straight.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, stride, nil) }
        guard sized != 0, size > 0 else { return fail(&image, "size the encoding of", "an image") }
        var out = Data(count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            straight.withUnsafeBytes { png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
        }
        guard written != 0 else { return fail(&image, "encode", "an image") }
        return out.prefix(size)
    }

    private static func fail<T>(_ image: inout png_image, _ verb: String, _ source: String) -> T? {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        Log.uiKit.warning("UIImage: cannot \(verb) \(source): libpng: \(message.isEmpty ? "unknown error" : message)")
        return nil
    }

    /// Straight to premultiplied alpha, rounding to nearest.
    static func premultiply(_ pixels: inout [UInt8]) {
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(pixels[i + 3])
            guard a < 255 else { continue }
            for c in 0..<3 { pixels[i + c] = UInt8((UInt32(pixels[i + c]) * a + 127) / 255) }
        }
    }

    /// Premultiplied to straight alpha, rounding to nearest; alpha 0 gives black.
    static func unpremultiply(_ pixels: inout [UInt8]) {
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(pixels[i + 3])
            guard a < 255 else { continue }
            for c in 0..<3 { pixels[i + c] = a == 0 ? 0 : UInt8(min(255, (UInt32(pixels[i + c]) * 255 + a / 2) / a)) }
        }
    }
}
