import Foundation
import OpenUIKit
import Testing
@testable import SegueRender
import SegueTestSupport

struct EncodingTests {
    /// A 7×5 frame with opaque, translucent and transparent pixels (premultiplied).
    static func sampleFrame(seed: Int = 0, width: Int = 7, height: Int = 5) -> Frame {
        Frame(width: width, height: height, pixels: samplePixels(seed: seed, width: width, height: height),
              time: Double(seed))
    }

    @Test func pngOfRenderedFrameRoundTrips() throws {
        let tree = PerspectiveTests.tree(angle: 0.5)
        let frame = try Renderer().render(tree)
        let decoded = try #require(decodePNG(PNGCodec.encode(frame)))
        #expect(decoded.pixels == frame.pixels) // opaque frame: exact
    }

    @Test func apngChunkStructure() throws {
        let frames = (0..<3).map { Self.sampleFrame(seed: $0) }
        let bytes = APNGWriter.encode(frames: frames, fps: 30, loops: 2)
        let chunks = pngChunks(bytes)
        func u32(_ data: [UInt8], _ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(chunks.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = try #require(chunks.first { $0.0 == "acTL" }?.1)
        #expect(u32(actl, 0) == 3 && u32(actl, 4) == 2)
        // fcTL and fdAT share one sequence: 0 (fcTL), 1 (fcTL), 2 (fdAT), 3 (fcTL), 4 (fdAT).
        let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { u32($0.1, 0) }
        #expect(sequence == [0, 1, 2, 3, 4])
        let fctl = chunks[2].1
        #expect(u32(fctl, 4) == 7 && u32(fctl, 8) == 5)
        #expect(Int(fctl[20]) << 8 | Int(fctl[21]) == 1 && Int(fctl[22]) << 8 | Int(fctl[23]) == 30)
        // A plain decoder sees the first frame.
        let decoded = try #require(decodePNG(bytes))
        #expect(decoded.width == 7)
        // CRCs are valid: libpng accepted the whole stream above, including the APNG chunks.
    }

    @Test(arguments: [false, true])
    func streamingEncoderMatchesBatch(opaque: Bool) throws {
        let frames = (0..<4).map { Self.sampleFrame(seed: $0) }
        let encoder = APNGEncoder(width: frames[0].width, height: frames[0].height, fps: 30, loops: 2, opaque: opaque)
        for frame in frames { encoder.append(frame) }
        let streamed = encoder.finish()
        #expect(streamed == APNGWriter.encode(frames: frames, fps: 30, loops: 2, opaque: opaque))
        #expect(encoder.finish() == streamed)
        let actl = try #require(pngChunks(streamed).first { $0.0 == "acTL" }?.1)
        #expect(actl[0..<4] == [0, 0, 0, 4])
        #expect(try #require(decodePNG(streamed)).width == frames[0].width)
        // No frames: a transparent 1×1 image, as APNGWriter gives for an empty list.
        #expect(APNGEncoder(width: 7, height: 5, fps: 30).finish() == APNGWriter.encode(frames: [], fps: 30))
    }

    @Test func contactSheetDimensions() throws {
        let frames = (0..<5).map { _ in Frame(width: 120, height: 90, pixels: [UInt8](repeating: 255, count: 120 * 90 * 4)) }
        let labels = ["0.000 s", "0.167 s", "0.333 s", "0.500 s", "0.667 s"]
        let sheet = ContactSheet.make(frames: frames, columns: 3, labels: labels)
        let gap = ContactSheet.gap, caption = ContactSheet.captionHeight
        #expect(sheet.width == 3 * (120 + gap) + gap)
        #expect(sheet.height == 2 * (90 + caption + gap) + gap)
        // Captions put dark pixels in the strip under the first thumbnail.
        var dark = 0
        for y in (gap + 90)..<(gap + 90 + caption) {
            for x in gap..<(gap + 120) where sheet.pixel(x: x, y: y).r < 128 { dark += 1 }
        }
        #expect(dark > 20)

        // Thumbnails made on the fly give the same sheet as the whole frames.
        let big = (0..<3).map { Self.sampleFrame(seed: $0, width: 500, height: 300) }
        #expect(ContactSheet.make(frames: big.map { ContactSheet.thumbnail(of: $0) }, columns: 2, labels: ["a", "b", "c"])
                == ContactSheet.make(frames: big, columns: 2, labels: ["a", "b", "c"]))
        // So do they at another width; the sheet is then 2 · (145 + gap) + gap wide.
        let narrow = ContactSheet.make(frames: big, columns: 2, labels: ["a", "b", "c"], maximumThumbnailWidth: 145)
        #expect(narrow.width == 2 * (145 + gap) + gap)
        #expect(ContactSheet.make(frames: big.map { ContactSheet.thumbnail(of: $0, maximumWidth: 145) }, columns: 2,
                                  labels: ["a", "b", "c"], maximumThumbnailWidth: 145) == narrow)

        let wide = ContactSheet.make(frames: [Frame(width: 960, height: 480, pixels: [UInt8](repeating: 0, count: 960 * 480 * 4))],
                                     columns: 4, labels: [])
        #expect(wide.width == ContactSheet.maximumThumbnailWidth + 2 * gap)
        #expect(wide.height == 120 + caption + 2 * gap)
    }
}

@Suite(.serialized) struct ContactSheetGoldenTests {
    /// The card flip at six moments, as a contact sheet and an APNG.
    @Test func cardFlipContactSheet() throws {
        let renderer = try Renderer()
        let times = (0..<6).map { Double($0) / 6 }
        let frames = try times.map { t in try renderer.render(PerspectiveTests.tree(angle: .pi * t)) }
        let sheet = ContactSheet.make(frames: frames, columns: 3, labels: times.map { String(format: "%.3f s", $0) })
        goldens.check(sheet, named: "card-flip-contact-sheet")
        let apng = APNGWriter.encode(frames: frames, fps: 6)
        #expect(pngChunks(apng).filter { $0.0 == "fcTL" }.count == 6)
        if let dump = ProcessInfo.processInfo.environment["SEGUE_GOLDEN_DUMP"] {
            try Data(apng).write(to: URL(fileURLWithPath: dump).appendingPathComponent("card-flip.apng"))
        }
    }
}
