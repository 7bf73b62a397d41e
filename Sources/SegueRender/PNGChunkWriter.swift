import CPNG

/// Builds a PNG byte stream chunk by chunk (length, type, data, CRC-32).
struct PNGChunkWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private(set) var bytes: [UInt8]

    /// A stream starting with `signature` (empty: bare chunks to splice into another stream).
    init(signature: [UInt8] = PNGChunkWriter.signature) { bytes = signature }

    mutating func chunk(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4)
        bytes += Self.bigEndian(UInt32(data.count))
        let body = typeBytes + data
        bytes += body
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        bytes += Self.bigEndian(UInt32(crc))
    }

    /// IHDR for 8-bit RGBA, no interlace.
    mutating func header(width: Int, height: Int) {
        chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func bigEndian16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// zlib stream of straight-alpha RGBA rows, each filtered with whichever of
    /// None, Sub or Up gives the smallest sum of absolute residuals.
    static func compressedImageData(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) -> [UInt8] {
        let rowBytes = width * 4
        var straight = [UInt8](repeating: 0, count: pixels.count)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[i + 3])
            straight[i + 3] = UInt8(a)
            guard a > 0 else { continue }
            for c in 0..<3 {
                straight[i + c] = a == 255 ? pixels[i + c] : UInt8(min(255, (Int(pixels[i + c]) * 255 + a / 2) / a))
            }
        }
        var filtered = [UInt8]()
        filtered.reserveCapacity((rowBytes + 1) * height)
        var sub = [UInt8](repeating: 0, count: rowBytes), up = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let row = y * rowBytes
            var costNone = 0, costSub = 0, costUp = 0
            for x in 0..<rowBytes {
                let v = straight[row + x]
                let left = x >= 4 ? straight[row + x - 4] : 0
                let above = y > 0 ? straight[row + x - rowBytes] : 0
                sub[x] = v &- left
                up[x] = v &- above
                costNone += Int(Int8(bitPattern: v).magnitude)
                costSub += Int(Int8(bitPattern: sub[x]).magnitude)
                costUp += Int(Int8(bitPattern: up[x]).magnitude)
            }
            if costSub <= costNone && costSub <= costUp {
                filtered.append(1); filtered += sub
            } else if costUp <= costNone {
                filtered.append(2); filtered += up
            } else {
                filtered.append(0); filtered += straight[row..<(row + rowBytes)]
            }
        }
        var length = compressBound(uLong(filtered.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = filtered.withUnsafeBufferPointer { source in
            compress2(&out, &length, source.baseAddress, uLong(source.count), 6)
        }
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        return Array(out.prefix(Int(length)))
    }
}
