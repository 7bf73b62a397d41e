import Foundation
import Testing
import SeguePNG
import SegueTestSupport

/// `PNGCodec`: PNG 1.2 files that libpng reads back, premultiplied alpha
/// on both sides, RGB for opaque images, and decoding failures named.
struct PNGCodecTests {
    static func sample(seed: Int = 0, width: Int = 7, height: Int = 5) -> [UInt8] {
        samplePixels(seed: seed, width: width, height: height)
    }

    /// PNG stores straight alpha (PNG 1.2 §12.8): premultiplied → straight →
    /// premultiplied loses at most one step per channel.
    @Test func roundTripThroughLibpng() throws {
        let pixels = Self.sample()
        let bytes = PNGCodec.encode(width: 7, height: 5, premultipliedRGBA: pixels)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.width == 7 && decoded.height == 5)
        for i in 0..<pixels.count {
            #expect(abs(Int(decoded.premultipliedRGBA[i]) - Int(pixels[i])) <= 1, "byte \(i)")
        }
        // Data decodes as [UInt8] does.
        #expect(try PNGCodec.decode(Data(bytes)) == decoded)
    }

    /// PNG 1.2 §11.2.2: colour type 6 is RGBA, 2 is RGB. An image with no
    /// transparency needs no alpha channel and is written as RGB.
    @Test func anOpaqueImageIsWrittenAsRGBAndATranslucentOneAsRGBA() throws {
        var opaque = Self.sample(width: 31, height: 9)
        for i in stride(from: 3, to: opaque.count, by: 4) { opaque[i] = 255 }
        let rgb = PNGCodec.encode(width: 31, height: 9, premultipliedRGBA: opaque)
        #expect(try #require(pngChunks(rgb).first { $0.type == "IHDR" }?.data)[9] == 2)
        #expect(try PNGCodec.decode(rgb).premultipliedRGBA == opaque)
        let rgba = PNGCodec.encode(width: 7, height: 5, premultipliedRGBA: Self.sample())
        #expect(try #require(pngChunks(rgba).first { $0.type == "IHDR" }?.data)[9] == 6)
    }

    /// A file must start with the 8-byte signature (PNG 1.2 §5.2); one cut
    /// inside its IHDR chunk (which ends at byte 33) has no readable header.
    @Test func failuresAreNamed() throws {
        #expect(throws: PNGCodec.DecodingError.notPNG(byteCount: 12)) { try PNGCodec.decode(Array("not an image".utf8)) }
        #expect(throws: PNGCodec.DecodingError.notPNG(byteCount: 0)) { try PNGCodec.decode([UInt8]()) }
        let bytes = PNGCodec.encode(width: 7, height: 5, premultipliedRGBA: Self.sample())
        #expect {
            try PNGCodec.decode(Array(bytes.prefix(20)))
        } throws: { error in
            guard case .unreadableHeader = error as? PNGCodec.DecodingError else { return false }
            return true
        }
        // Cut inside the image data (the IEND chunk is the last 12 bytes).
        #expect {
            try PNGCodec.decode(Array(bytes.dropLast(16)))
        } throws: { error in
            guard case .undecodable = error as? PNGCodec.DecodingError else { return false }
            return true
        }
    }

    /// PNG 1.2 §12.8's heuristic: each filter's sum of |residual|, the residual read as signed 8-bit.
    @Test(arguments: [0, 3, 4, 5, 19, 20, 36, 64, 1_561], [3, 4])
    func filterCostsAreTheSignedResidualSums(count: Int, pixelBytes: Int) {
        var state: UInt32 = UInt32(count) &+ 7
        func next() -> UInt8 { state = state &* 1_103_515_245 &+ 12_345; return UInt8(truncatingIfNeeded: state >> 16) }
        var row = (0..<count).map { _ in next() }, above = (0..<count).map { _ in next() }
        var none = 0, sub = 0, up = 0
        for i in 0..<count {
            func m(_ d: UInt8) -> Int { abs(Int(Int8(bitPattern: d))) }
            none += m(row[i])
            sub += m(row[i] &- (i >= pixelBytes ? row[i - pixelBytes] : 0))
            up += m(row[i] &- above[i])
        }
        let sums = row.withUnsafeMutableBufferPointer { r in
            above.withUnsafeMutableBufferPointer { a in
                PNGChunkWriter.residualSums(r.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!,
                                            above: a.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!, count: count,
                                            pixelBytes: pixelBytes)
            }
        }
        #expect(sums.none == none && sums.sub == sub && sums.up == up)
    }
}
