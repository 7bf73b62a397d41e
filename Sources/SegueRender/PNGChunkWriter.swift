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

    /// zlib stream (`Deflate`) of straight-alpha RGBA rows, each filtered with
    /// whichever of None, Sub or Up gives the smallest sum of absolute residuals.
    static func compressedImageData(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) -> [UInt8] {
        compressedImageData(premultipliedRGBA: pixels, rowLength: width, x: 0, y: 0, width: width, height: height)
    }

    /// As `compressedImageData(width:height:premultipliedRGBA:)`, for the
    /// `width × height` region at (`x`, `y`) of an image `rowLength` pixels wide.
    static func compressedImageData(premultipliedRGBA pixels: [UInt8], rowLength: Int,
                                    x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= rowLength
                     && (y + height) * rowLength * 4 <= pixels.count, "PNG region outside the image")
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var rows = [UInt8](repeating: 0, count: rowBytes * 2)
        pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { out in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    let source = source.baseAddress!, out = out.baseAddress!
                    var current = rowPair.baseAddress!, above = rowPair.baseAddress! + rowBytes
                    for row in 0..<height {
                        // Straight alpha (opaque pixels are the same in both).
                        let start = source + ((y + row) * rowLength + x) * 4
                        for i in stride(from: 0, to: rowBytes, by: 4) {
                            let a = start[i + 3]
                            if a == 255 {
                                current[i] = start[i]; current[i + 1] = start[i + 1]; current[i + 2] = start[i + 2]
                            } else if a == 0 {
                                current[i] = 0; current[i + 1] = 0; current[i + 2] = 0
                            } else {
                                let alpha = Int(a)
                                for c in 0..<3 {
                                    current[i + c] = UInt8(min(255, (Int(start[i + c]) * 255 + alpha / 2) / alpha))
                                }
                            }
                            current[i + 3] = a
                        }
                        // Residual sums; the first pixel has no left neighbour, the first row nothing above.
                        if row == 0 { above.update(repeating: 0, count: rowBytes) }
                        var costNone = 0, costSub = 0, costUp = 0
                        for i in 0..<min(4, rowBytes) {
                            costNone &+= Int(Int8(bitPattern: current[i]).magnitude)
                            costSub &+= Int(Int8(bitPattern: current[i]).magnitude)
                            costUp &+= Int(Int8(bitPattern: current[i] &- above[i]).magnitude)
                        }
                        var i = 4
                        while i < rowBytes {
                            let v = current[i]
                            costNone &+= Int(Int8(bitPattern: v).magnitude)
                            costSub &+= Int(Int8(bitPattern: v &- current[i - 4]).magnitude)
                            costUp &+= Int(Int8(bitPattern: v &- above[i]).magnitude)
                            i += 1
                        }
                        let line = out + row * (rowBytes + 1) + 1
                        if costSub <= costNone && costSub <= costUp {
                            line[-1] = 1
                            line.update(from: current, count: min(4, rowBytes))
                            var i = 4
                            while i < rowBytes { line[i] = current[i] &- current[i - 4]; i += 1 }
                        } else if costUp <= costNone {
                            line[-1] = 2
                            for i in 0..<rowBytes { line[i] = current[i] &- above[i] }
                        } else {
                            line[-1] = 0
                            line.update(from: current, count: rowBytes)
                        }
                        swap(&current, &above)
                    }
                }
            }
        }
        return filtered.withUnsafeBufferPointer { Deflate.compress($0) }
    }
}
