import Foundation
import OpenUIKit
import Testing
@testable import SegueRender
import SeguePNG
import SegueTestSupport

/// Later APNG frames are stored as the rectangle that changed (APNG 1.0:
/// `fcTL` width, height, x_offset, y_offset; `dispose_op` 0 keeps the canvas,
/// `blend_op` 0 replaces the rectangle's pixels); a frame equal to the one
/// before is not stored, the one before shows for longer (`delay_num` /
/// `delay_den` seconds). Played back by the spec's rules, the file shows
/// every appended frame exactly, at its time.
struct APNGDeltaTests {
    static func u32(_ d: [UInt8], _ at: Int) -> Int { d[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }

    /// The canvas after each frame, composited as an APNG decoder does.
    static func playBack(_ apng: [UInt8]) throws -> [(region: [Int], pixels: [UInt8], delay: Double)] {
        let chunks = pngChunks(apng)
        let header = try #require(chunks.first { $0.0 == "IHDR" }?.1)
        let (width, height) = (u32(header, 0), u32(header, 4))
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var result: [(region: [Int], pixels: [UInt8], delay: Double)] = []
        var control: [UInt8] = []
        for (type, data) in chunks {
            guard type == "fcTL" || type == "IDAT" || type == "fdAT" else { continue }
            if type == "fcTL" { control = data; continue }
            let (w, h, x, y) = (u32(control, 4), u32(control, 8), u32(control, 12), u32(control, 16))
            #expect(control[24] == 0 && control[25] == 0, "dispose none, blend source")
            // The frame's data is an ordinary image of w × h: wrap it in a PNG and let libpng decode it.
            var png = PNGChunkWriter()
            png.header(width: w, height: h, opaque: header[9] == 2) // colour type 2: RGB
            png.chunk("IDAT", type == "fdAT" ? Array(data.dropFirst(4)) : data)
            png.chunk("IEND", [])
            let part = try #require(decodePNG(png.bytes))
            for row in 0..<h {
                let to = ((y + row) * width + x) * 4
                canvas.replaceSubrange(to..<to + w * 4, with: part.pixels[row * w * 4..<(row + 1) * w * 4])
            }
            let denominator = Int(control[22]) << 8 | Int(control[23])
            let delay = Double(Int(control[20]) << 8 | Int(control[21])) / Double(denominator == 0 ? 100 : denominator)
            result.append(([x, y, w, h], canvas, delay))
        }
        return result
    }

    static func opaque(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) -> Frame {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += color(x, y) + [255] } }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// An opaque encoder stores RGB (IHDR colour type 2): opaque frames play
    /// back exactly, and a translucent pixel as itself composited over black.
    @Test func anOpaqueEncoderStoresRGBFramesOverBlack() throws {
        let base = Self.opaque(width: 40, height: 30) { x, y in [UInt8(x * 6), UInt8(y * 8), 90] }
        var moved = base
        for y in 3..<9 { for x in 20..<31 { moved.pixels[(y * 40 + x) * 4 + 2] = 200 } }
        var translucent = moved
        // Premultiplied (60, 30, 0) at alpha 128: over black it is (60, 30, 0), opaque.
        translucent.pixels.replaceSubrange((5 * 40 + 7) * 4..<(5 * 40 + 8) * 4, with: [60, 30, 0, 128])
        let apng = APNGWriter.encode(frames: [base, moved, translucent], fps: 30, opaque: true)
        let header = try #require(pngChunks(apng).first { $0.0 == "IHDR" }?.1)
        #expect(header[9] == 2)
        let played = try Self.playBack(apng)
        #expect(played.map(\.region) == [[0, 0, 40, 30], [20, 3, 11, 6], [7, 5, 1, 1]])
        #expect(played[0].pixels == base.pixels && played[1].pixels == moved.pixels)
        var overBlack = moved.pixels
        overBlack.replaceSubrange((5 * 40 + 7) * 4..<(5 * 40 + 8) * 4, with: [60, 30, 0, 255])
        #expect(played[2].pixels == overBlack)
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let base = Self.opaque(width: 40, height: 30) { x, y in [UInt8(x * 6), UInt8(y * 8), 90] }
        var moved = base
        // A 5 × 3 block at (12, 20) changes; so does the single pixel (30, 21).
        for y in 20..<23 { for x in 12..<17 { moved.pixels[(y * 40 + x) * 4] = 255 } }
        moved.pixels[(21 * 40 + 30) * 4 + 1] = 1
        let frames = [base, moved, moved, moved, base]
        let played = try Self.playBack(APNGWriter.encode(frames: frames, fps: 30))
        // The three equal frames are one APNG frame shown for 3/30 s.
        #expect(played.map(\.region) == [[0, 0, 40, 30], [12, 20, 19, 3], [12, 20, 19, 3]])
        let delays: [Double] = [1.0 / 30, 3.0 / 30, 1.0 / 30]
        #expect(played.map(\.delay) == delays)
        // Frame k (at k/30 s) is the stored frame whose time span holds it.
        var shown: [[UInt8]] = []
        for p in played { shown += Array(repeating: p.pixels, count: Int((p.delay * 30).rounded())) }
        #expect(shown.count == frames.count)
        for (i, frame) in frames.enumerated() {
            #expect(shown[i] == frame.pixels, "frame \(i) as an APNG player shows it")
        }
    }

    @Test func equalFramesLengthenTheDelayInMillisecondsAtAFractionalRate() throws {
        let a = Self.opaque(width: 4, height: 4) { x, y in [UInt8(x * 60), UInt8(y * 60), 0] }
        let b = Self.opaque(width: 4, height: 4) { _, _ in [9, 9, 9] }
        let encoder = APNGEncoder(width: 4, height: 4, fps: 29.97)
        for frame in [a, a, a, a, b] { encoder.append(frame) }
        #expect(encoder.count == 5 && encoder.storedCount == 2)
        let played = try Self.playBack(encoder.finish())
        // 4 / 29.97 s = 133.47 ms → 133/1000; 1 / 29.97 s = 33.37 ms → 33/1000.
        let delays: [Double] = [0.133, 0.033]
        #expect(played.map(\.delay) == delays)
        #expect(played.map(\.pixels) == [a.pixels, b.pixels])
    }

    @Test func translucentFramesPlayBackWithinRounding() throws {
        let frames = (0..<4).map { EncodingTests.sampleFrame(seed: $0, width: 9, height: 6) }
        let played = try Self.playBack(APNGWriter.encode(frames: frames, fps: 30))
        #expect(played.count == 4)
        for (i, frame) in frames.enumerated() {
            let worst = zip(played[i].pixels, frame.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "frame \(i): premultiplied → straight → premultiplied")
        }
    }
}
