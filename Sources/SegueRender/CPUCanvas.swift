/// A premultiplied RGBA8 pixel buffer with the few CPU drawing operations
/// the contact sheet needs.
struct CPUCanvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.0; pixels[i + 1] = fill.1; pixels[i + 2] = fill.2; pixels[i + 3] = fill.3
        }
    }

    /// Box-filters `frame` into the `width × height` rectangle at (x, y),
    /// composited over what is there (premultiplied source-over).
    mutating func drawDownscaled(_ frame: Frame, x: Int, y: Int, width w: Int, height h: Int) {
        for ty in 0..<h where y + ty < height {
            let sy0 = ty * frame.height / h, sy1 = max(sy0 + 1, (ty + 1) * frame.height / h)
            for tx in 0..<w where x + tx < width {
                let sx0 = tx * frame.width / w, sx1 = max(sx0 + 1, (tx + 1) * frame.width / w)
                var sum = (0, 0, 0, 0)
                for sy in sy0..<sy1 {
                    for sx in sx0..<sx1 {
                        let i = (sy * frame.width + sx) * 4
                        sum.0 += Int(frame.pixels[i]); sum.1 += Int(frame.pixels[i + 1])
                        sum.2 += Int(frame.pixels[i + 2]); sum.3 += Int(frame.pixels[i + 3])
                    }
                }
                let n = (sy1 - sy0) * (sx1 - sx0)
                let source = [sum.0 / n, sum.1 / n, sum.2 / n, sum.3 / n]
                let o = ((y + ty) * width + (x + tx)) * 4
                for c in 0..<4 {
                    pixels[o + c] = UInt8(source[c] + (Int(pixels[o + c]) * (255 - source[3]) + 127) / 255)
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
