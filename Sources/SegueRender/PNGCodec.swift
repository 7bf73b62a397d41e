/// PNG encoding of premultiplied RGBA8 pixels, written as straight-alpha
/// 8-bit RGBA (the PNG convention), or as 8-bit RGB when every pixel is
/// opaque. Decoding lives in OpenUIKit.
public enum PNGCodec {
    /// The PNG file bytes of `frame`; an empty (0 × 0) frame gives a 1×1 transparent image.
    public static func encode(_ frame: Frame) -> [UInt8] {
        guard frame.width > 0, frame.height > 0 else {
            return encode(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        }
        return encode(width: frame.width, height: frame.height, premultipliedRGBA: frame.pixels)
    }

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
}
