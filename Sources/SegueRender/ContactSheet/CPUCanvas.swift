import SeguePNG

/// A premultiplied RGBA8 pixel buffer with the few CPU drawing operations
/// the contact sheet needs.
struct CPUCanvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        let count = max(0, width * height)
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard count > 0 else { initialized = 0; return }
            let pixel = [fill.0, fill.1, fill.2, fill.3]
            pixel.withUnsafeBytes { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: $0.baseAddress!, byteCount: 4) }
            // Doubling copies: 4, 8, 16… bytes filled.
            var filled = min(4, count * 4)
            while filled < count * 4 {
                let n = min(filled, count * 4 - filled)
                (buffer.baseAddress! + filled).update(from: buffer.baseAddress!, count: n)
                filled += n
            }
            initialized = count * 4
        }
    }

    /// Box-filters `frame` into the `width × height` rectangle at (x, y),
    /// composited over what is there (premultiplied source-over).
    mutating func drawDownscaled(_ frame: Frame, x: Int, y: Int, width w: Int, height h: Int) {
        let canvasWidth = width, canvasHeight = height
        guard w > 0, h > 0, frame.width > 0, frame.height > 0 else { return }
        if w == frame.width, h == frame.height, x >= 0, y >= 0 {
            // Same size: each box is one pixel; opaque rows are copied as they are.
            let visible = min(w, canvasWidth - x)
            guard visible > 0 else { return }
            frame.pixels.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { target in
                    for row in 0..<h where y + row < canvasHeight {
                        let from = source.baseAddress! + row * w * 4, to = target.baseAddress! + ((y + row) * canvasWidth + x) * 4
                        if PNGChunkWriter.isOpaque(from, pixels: visible) {
                            to.update(from: from, count: visible * 4)
                            continue
                        }
                        for i in stride(from: 0, to: visible * 4, by: 4) {
                            let keep = 255 - Int(from[i + 3])
                            for c in 0..<4 { to[i + c] = UInt8(Int(from[i + c]) + (Int(to[i + c]) * keep + 127) / 255) }
                        }
                    }
                }
            }
            return
        }
        // Each target column's source columns, and each box area's reciprocal:
        // (s · ⌈2³²/n⌉) >> 32 is ⌊s/n⌋ exactly for s ≤ 255·n when 255·n² < 2³²
        // (the error s·e/(n·2³²), e < n, stays under 1/n); larger boxes divide.
        let columns = (0..<w).map { tx in
            (tx * frame.width / w, max(tx * frame.width / w + 1, (tx + 1) * frame.width / w))
        }
        let largestBox = (frame.width / w + 2) * (frame.height / h + 2)
        let reciprocals: [UInt64] = largestBox < 4096
            ? (0...largestBox).map { $0 == 0 ? 0 : ((UInt64(1) << 32) + UInt64($0) - 1) / UInt64($0) } : []
        // Separable sums: a target row's source rows are added column by column
        // into `columnSums` (one pass over contiguous bytes), then each box adds its columns.
        let rowBytes = frame.width * 4
        var columnSums = [UInt32](repeating: 0, count: rowBytes)
        frame.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                columnSums.withUnsafeMutableBufferPointer { sums in
                    for ty in 0..<h where y + ty < canvasHeight {
                        let sy0 = ty * frame.height / h, sy1 = max(sy0 + 1, (ty + 1) * frame.height / h)
                        sums.update(repeating: 0)
                        for sy in sy0..<sy1 {
                            let line = source.baseAddress! + sy * rowBytes
                            for i in 0..<rowBytes { sums[i] &+= UInt32(line[i]) }
                        }
                        for tx in 0..<w where x + tx < canvasWidth {
                            let (sx0, sx1) = columns[tx]
                            var r = 0, g = 0, b = 0, a = 0
                            var i = sx0 * 4
                            for _ in sx0..<sx1 {
                                r += Int(sums[i]); g += Int(sums[i + 1]); b += Int(sums[i + 2]); a += Int(sums[i + 3])
                                i += 4
                            }
                            let n = (sy1 - sy0) * (sx1 - sx0)
                            if n > 1 {
                                if n < reciprocals.count {
                                    let m = reciprocals[n]
                                    r = Int((UInt64(r) &* m) >> 32); g = Int((UInt64(g) &* m) >> 32)
                                    b = Int((UInt64(b) &* m) >> 32); a = Int((UInt64(a) &* m) >> 32)
                                } else {
                                    r /= n; g /= n; b /= n; a /= n
                                }
                            }
                            let o = ((y + ty) * canvasWidth + (x + tx)) * 4
                            if a == 255 { // Opaque: what is there is covered ((t · 0 + 127) / 255 = 0).
                                target[o] = UInt8(r); target[o + 1] = UInt8(g); target[o + 2] = UInt8(b); target[o + 3] = 255
                                continue
                            }
                            let keep = 255 - a
                            target[o] = UInt8(r + (Int(target[o]) * keep + 127) / 255)
                            target[o + 1] = UInt8(g + (Int(target[o + 1]) * keep + 127) / 255)
                            target[o + 2] = UInt8(b + (Int(target[o + 2]) * keep + 127) / 255)
                            target[o + 3] = UInt8(a + (Int(target[o + 3]) * keep + 127) / 255)
                        }
                    }
                }
            }
        }
    }

    /// Blends an opaque `color` with 8-bit `coverage` at (x, y); ignores points outside.
    mutating func blend(x: Int, y: Int, coverage: UInt8, color: (UInt8, UInt8, UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let o = (y * width + x) * 4, a = Int(coverage)
        let c = [color.0, color.1, color.2, 255]
        for i in 0..<4 {
            pixels[o + i] = UInt8((Int(c[i]) * a + Int(pixels[o + i]) * (255 - a) + 127) / 255)
        }
    }
}
