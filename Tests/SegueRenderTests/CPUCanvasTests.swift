import Testing
@testable import SegueRender

/// `CPUCanvas.drawDownscaled` box-filters: target pixel (tx, ty) is the
/// floor of the mean of source columns ⌊tx·W/w⌋ ..< max(that + 1, ⌊(tx+1)·W/w⌋)
/// and the rows likewise, composited source-over (premultiplied) on what is there.
struct CPUCanvasTests {
    static func reference(_ frame: Frame, into canvas: CPUCanvas, x: Int, y: Int, width w: Int, height h: Int) -> [UInt8] {
        var out = canvas.pixels
        for ty in 0..<h where y + ty < canvas.height {
            let sy0 = ty * frame.height / h, sy1 = max(sy0 + 1, (ty + 1) * frame.height / h)
            for tx in 0..<w where x + tx < canvas.width {
                let sx0 = tx * frame.width / w, sx1 = max(sx0 + 1, (tx + 1) * frame.width / w)
                var sum = [0, 0, 0, 0]
                for sy in sy0..<sy1 {
                    for sx in sx0..<sx1 { for c in 0..<4 { sum[c] += Int(frame.pixels[(sy * frame.width + sx) * 4 + c]) } }
                }
                let n = (sy1 - sy0) * (sx1 - sx0)
                let mean = sum.map { $0 / n }
                let o = ((y + ty) * canvas.width + x + tx) * 4
                for c in 0..<4 { out[o + c] = UInt8(mean[c] + (Int(out[o + c]) * (255 - mean[3]) + 127) / 255) }
            }
        }
        return out
    }

    @Test(arguments: [(390, 844, 240, 519), (1170, 640, 240, 131), (33, 17, 33, 17), (50, 40, 7, 5), (9, 6, 20, 12)])
    func downscaledPixelsAreTheBoxMeans(source: (Int, Int, Int, Int)) {
        let (sw, sh, w, h) = source
        let frame = EncodingTests.sampleFrame(seed: sw, width: sw, height: sh)
        var canvas = CPUCanvas(width: w + 3, height: h + 2, fill: (10, 200, 30, 255))
        let expected = Self.reference(frame, into: canvas, x: 2, y: 1, width: w, height: h)
        canvas.drawDownscaled(frame, x: 2, y: 1, width: w, height: h)
        #expect(canvas.pixels == expected)
    }
}
