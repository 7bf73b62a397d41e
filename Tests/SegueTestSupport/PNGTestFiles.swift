import SegueRender

/// The frame in PNG `bytes`, decoded by the package's `PNGCodec` (libpng,
/// premultiplied); nil when the codec rejects them.
package func decodePNG(_ bytes: [UInt8]) -> Frame? {
    guard let image = try? PNGCodec.decode(bytes) else { return nil }
    return Frame(width: image.width, height: image.height, pixels: image.premultipliedRGBA)
}

/// The (type, data) of every chunk of PNG `bytes` after the 8-byte signature
/// (PNG 1.2 §5.3: length, type, data, CRC), in file order.
package func pngChunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
    var result: [(type: String, data: [UInt8])] = []
    var i = 8
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    while i + 12 <= bytes.count {
        let length = u32(i)
        let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
        result.append((type, Array(bytes[i + 8..<i + 8 + length])))
        i += 12 + length
    }
    return result
}

/// `width × height` premultiplied RGBA8 pixels with opaque, translucent
/// (128, 37) and transparent pixels in a pattern set by `seed`, each colour
/// premultiplied from a straight value with rounding to nearest.
package func samplePixels(seed: Int = 0, width: Int = 7, height: Int = 5) -> [UInt8] {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let a = [255, 128, 0, 37, 255][(x + y + seed) % 5]
            let straight = [(x * 40 + seed) % 256, (y * 60) % 256, ((x * y * 13) + seed) % 256]
            pixels += straight.map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
        }
    }
    return pixels
}
