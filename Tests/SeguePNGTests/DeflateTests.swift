import CPNG
import Foundation
import Testing
import SeguePNG

/// PNG image data is a zlib stream (RFC 1950; PNG 1.2 §10) whichever
/// compressor made it: zlib's `uncompress` restores the input exactly.
struct DeflateTests {
    /// Filter-like input: runs of zeros, a ramp and noise.
    static let input: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: 50_000)
        var state: UInt32 = 12_345
        for i in bytes.indices {
            switch i % 3_000 {
            case 0..<1_000: bytes[i] = 0
            case 1_000..<2_000: bytes[i] = UInt8(truncatingIfNeeded: i)
            default:
                state = state &* 1_664_525 &+ 1_013_904_223
                bytes[i] = UInt8(truncatingIfNeeded: state >> 24)
            }
        }
        return bytes
    }()

    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count + 1)
        var length = uLong(out.count)
        guard uncompress(&out, &length, stream, uLong(stream.count)) == Z_OK else { return nil }
        return Array(out[0..<Int(length)])
    }

    @Test(arguments: [Deflate.Library.zlib, .libdeflate])
    func streamsInflateToTheirInput(library: Deflate.Library) throws {
        for data in [Self.input, [], [7]] {
            let stream = data.withUnsafeBufferPointer { Deflate.compress($0, using: library) }
            // zlib header: CM 8 (deflate), and CMF·256 + FLG a multiple of 31.
            #expect(stream[0] & 0x0F == 8 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
            #expect(Self.inflate(stream, count: data.count) == data)
        }
    }

    @Test func libdeflateIsUsedWhenInstalled() {
        // Debian's libdeflate0 is optional; where it is installed the encoder uses it unless SEGUE_ZLIB=1.
        let installed = dlopen("libdeflate.so.0", RTLD_NOW) != nil
        let forced = ProcessInfo.processInfo.environment["SEGUE_ZLIB"] == "1"
        #expect(Deflate.library == (installed && !forced ? .libdeflate : .zlib))
    }
}
