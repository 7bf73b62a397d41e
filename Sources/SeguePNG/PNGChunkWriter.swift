import CPNG

/// Builds a PNG byte stream chunk by chunk (length, type, data, CRC-32).
package struct PNGChunkWriter {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    package private(set) var bytes: [UInt8]

    /// A stream starting with `signature` (empty: bare chunks to splice into another stream).
    package init(signature: [UInt8] = PNGChunkWriter.signature) { bytes = signature }

    package mutating func chunk(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4)
        bytes += Self.bigEndian(UInt32(data.count))
        let body = typeBytes + data
        bytes += body
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        bytes += Self.bigEndian(UInt32(crc))
    }

    /// IHDR for 8-bit RGBA (colour type 6), or 8-bit RGB (colour type 2)
    /// when `opaque`; no interlace.
    package mutating func header(width: Int, height: Int, opaque: Bool = false) {
        chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0])
    }

    package static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    package static func bigEndian16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// zlib stream (`Deflate`) of straight-alpha RGBA rows, each filtered with
    /// whichever of None, Sub or Up gives the smallest sum of absolute residuals.
    /// With `opaque`, RGB rows (for colour type 2): each pixel's premultiplied
    /// colour without its alpha, which is the pixel composited over black.
    package static func compressedImageData(width: Int, height: Int, premultipliedRGBA pixels: [UInt8],
                                    opaque: Bool = false) -> [UInt8] {
        compressedImageData(premultipliedRGBA: pixels, rowLength: width, x: 0, y: 0, width: width, height: height,
                            opaque: opaque)
    }

    /// As `compressedImageData(width:height:premultipliedRGBA:)`, for the
    /// `width × height` region at (`x`, `y`) of an image `rowLength` pixels wide.
    package static func compressedImageData(premultipliedRGBA pixels: [UInt8], rowLength: Int,
                                    x: Int, y: Int, width: Int, height: Int, opaque: Bool = false) -> [UInt8] {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= rowLength
                     && (y + height) * rowLength * 4 <= pixels.count, "PNG region outside the image")
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        // Two scratch rows for straight-alpha copies and a row of zeros (above the first row).
        var rows = [UInt8](repeating: 0, count: rowBytes * 3)
        // Every byte is written below: a filter type and `rowBytes` residuals per row.
        let filtered = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                rows.withUnsafeMutableBufferPointer { scratch in
                    let source = source.baseAddress!, out = out.baseAddress!
                    var next = 0
                    var above = UnsafePointer(scratch.baseAddress! + 2 * rowBytes)
                    for row in 0..<height {
                        // Straight alpha: an opaque row is read where it is (opaque
                        // pixels are the same in both); another is converted into
                        // the scratch row that `above` does not use.
                        let start = source + ((y + row) * rowLength + x) * 4
                        let current: UnsafePointer<UInt8>
                        if opaque {
                            // RGB: the colour bytes packed, alpha left out.
                            let packed = scratch.baseAddress! + next * rowBytes
                            next ^= 1
                            var from = start, to = packed
                            for _ in 0..<width {
                                to[0] = from[0]; to[1] = from[1]; to[2] = from[2]
                                from += 4; to += 3
                            }
                            current = UnsafePointer(packed)
                        } else if Self.isOpaque(start, pixels: width) {
                            current = start
                        } else {
                            let converted = scratch.baseAddress! + next * rowBytes
                            next ^= 1
                            for i in stride(from: 0, to: rowBytes, by: 4) {
                                let a = start[i + 3]
                                if a == 255 {
                                    converted[i] = start[i]; converted[i + 1] = start[i + 1]; converted[i + 2] = start[i + 2]
                                } else if a == 0 {
                                    converted[i] = 0; converted[i + 1] = 0; converted[i + 2] = 0
                                } else {
                                    let alpha = Int(a)
                                    for c in 0..<3 {
                                        converted[i + c] = UInt8(min(255, (Int(start[i + c]) * 255 + alpha / 2) / alpha))
                                    }
                                }
                                converted[i + 3] = a
                            }
                            current = UnsafePointer(converted)
                        }
                        // Residual sums; the first pixel has no left neighbour, the first row nothing above.
                        let (costNone, costSub, costUp) = Self.residualSums(current, above: above, count: rowBytes,
                                                                            pixelBytes: pixelBytes)
                        let line = out + row * (rowBytes + 1) + 1
                        if costSub <= costNone && costSub <= costUp {
                            line[-1] = 1
                            line.update(from: current, count: min(pixelBytes, rowBytes))
                            var i = pixelBytes
                            while i < rowBytes { line[i] = current[i] &- current[i - pixelBytes]; i += 1 }
                        } else if costUp <= costNone {
                            line[-1] = 2
                            for i in 0..<rowBytes { line[i] = current[i] &- above[i] }
                        } else {
                            line[-1] = 0
                            line.update(from: current, count: rowBytes)
                        }
                        above = current
                    }
                }
            }
            initialized = (rowBytes + 1) * height
        }
        return filtered.withUnsafeBufferPointer { Deflate.compress($0) }
    }

    /// Whether the `pixels` RGBA pixels at `start` all have alpha 255.
    @inlinable
    package static func isOpaque(_ start: UnsafePointer<UInt8>, pixels: Int) -> Bool {
        var all: UInt8 = 255
        var i = 3
        for _ in 0..<pixels { all &= start[i]; i += 4 }
        return all == 255
    }

    /// The sums of |residual| (each byte read as a signed 8-bit value, as
    /// PNG encoders rank filters) of filters None, Sub and Up for a row of
    /// `count` bytes, `above` the row above (zeros for the first row), of
    /// `pixelBytes` bytes a pixel (4: RGBA, 3: RGB; Sub's left neighbour).
    package static func residualSums(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                             pixelBytes: Int = 4) -> (none: Int, sub: Int, up: Int) {
        // |Int8(bitPattern: d)| per byte as (x ^ s) − s with s = x >> 7 (−128 → 128 as UInt8),
        // then byte pairs added into 16-bit lanes (operators only: they inline).
        @inline(__always) func magnitude(_ d: SIMD16<UInt8>) -> SIMD8<UInt16> {
            let x = unsafeBitCast(d, to: SIMD16<Int8>.self)
            let s = x &>> 7
            let m = unsafeBitCast((x ^ s) &- s, to: SIMD8<UInt16>.self)
            return (m & 0x00FF) &+ (m &>> 8)
        }
        var costNone = 0, costSub = 0, costUp = 0
        var none = SIMD8<UInt16>(), sub = SIMD8<UInt16>(), up = SIMD8<UInt16>()
        @inline(__always) func drain() {
            for k in 0..<8 { costNone &+= Int(none[k]); costSub &+= Int(sub[k]); costUp &+= Int(up[k]) }
            none = SIMD8<UInt16>(); sub = SIMD8<UInt16>(); up = SIMD8<UInt16>()
        }
        var i = pixelBytes, steps = 0
        // 16 bytes at a time from the second pixel (Sub's left neighbour is a pixel back); a lane
        // gains at most 256 a step, so the lanes are drained every 255 steps.
        while i + 16 <= count {
            let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let left = UnsafeRawPointer(row + i - pixelBytes).loadUnaligned(as: SIMD16<UInt8>.self)
            let top = UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
            none &+= magnitude(v)
            sub &+= magnitude(v &- left)
            up &+= magnitude(v &- top)
            i += 16
            steps += 1
            if steps == 255 { drain(); steps = 0 }
        }
        drain()
        for j in 0..<min(pixelBytes, count) {
            costNone &+= Int(Int8(bitPattern: row[j]).magnitude)
            costSub &+= Int(Int8(bitPattern: row[j]).magnitude)
            costUp &+= Int(Int8(bitPattern: row[j] &- above[j]).magnitude)
        }
        while i < count {
            let v = row[i]
            costNone &+= Int(Int8(bitPattern: v).magnitude)
            costSub &+= Int(Int8(bitPattern: v &- row[i - pixelBytes]).magnitude)
            costUp &+= Int(Int8(bitPattern: v &- above[i]).magnitude)
            i += 1
        }
        return (costNone, costSub, costUp)
    }
}
