import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIImage`: PNG round trips, broken input, scale from file names and named lookup.
@MainActor
@Suite("UIImage")
struct UIImageTests {
    /// An opaque 5 × 3 image with a distinct colour per pixel.
    static func pattern() -> CGImage {
        var pixels: [UInt8] = []
        for y in 0..<3 { for x in 0..<5 { pixels += [UInt8(x * 50), UInt8(y * 100), UInt8(17 * (x + y)), 255] } }
        return CGImage(width: 5, height: 3, premultipliedRGBA: pixels)!
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("Size is pixels divided by scale")
    func size() {
        let image = UIImage(cgImage: Self.pattern(), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 2.5, height: 1.5))
        #expect(UIImage(cgImage: Self.pattern()).scale == 1)
    }

    @Test("pngData round-trips opaque pixels exactly")
    func roundTrip() throws {
        let data = try #require(UIImage(cgImage: Self.pattern()).pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data, scale: 3))
        #expect(decoded.cgImage?.pixels == Self.pattern().pixels)
        #expect(decoded.scale == 3 && decoded.cgImage?.width == 5)
    }

    @Test("Translucent pixels decode premultiplied")
    func premultiplied() throws {
        let source = CGImage(width: 1, height: 1, premultipliedRGBA: [100, 50, 0, 128])!
        let data = try #require(UIImage(cgImage: source).pngData())
        let pixel = try #require(UIImage(data: data)?.cgImage?.pixels)
        #expect(pixel[3] == 128)
        for c in 0..<3 { #expect(abs(Int(pixel[c]) - Int(source.pixels[c])) <= 1) }
    }

    @Test("Truncated, non-PNG and missing input give nil")
    func brokenInput() throws {
        let data = try #require(UIImage(cgImage: Self.pattern()).pngData())
        // Each failure is logged once, naming the cause. The IHDR chunk ends
        // at byte 33 (PNG 1.2 §5: signature, then length, type, 13 bytes, CRC);
        // the last 12 bytes are IEND, so 16 fewer cut into the image data.
        expectDiagnostic("cannot read the header of image data") { #expect(UIImage(data: data.prefix(32)) == nil) }
        expectDiagnostic("cannot read the header of image data") { #expect(UIImage(data: data.prefix(20)) == nil) }
        expectDiagnostic("cannot decode image data") { #expect(UIImage(data: data.dropLast(16)) == nil) }
        expectDiagnostic("image data is not a PNG image (12 bytes)") { #expect(UIImage(data: Data("not an image".utf8)) == nil) }
        expectDiagnostic("image data is not a PNG image (0 bytes)") { #expect(UIImage(data: Data()) == nil) }
        expectDiagnostic("cannot read /nonexistent/file.png") { #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil) }
    }

    @Test("contentsOfFile takes the scale from an @Nx suffix")
    func fileScale() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(UIImage(cgImage: Self.pattern()).pngData())
        try data.write(to: dir.appendingPathComponent("icon@2x.png"))
        try data.write(to: dir.appendingPathComponent("plain.png"))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("icon@2x.png").path)?.scale == 2)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("plain.png").path)?.scale == 1)
    }

    @Test("init(named:) prefers the screen's scale and searches resourceDirectories")
    func named() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(UIImage(cgImage: Self.pattern()).pngData())
        for name in ["pet.png", "pet@2x.png", "pet@3x.png", "herb.png"] { try data.write(to: dir.appendingPathComponent(name)) }
        let saved = UIImage.resourceDirectories
        UIImage.resourceDirectories = [dir]
        defer { UIImage.resourceDirectories = saved }
        #expect(UIImage(named: "pet")?.scale == UIScreen.main.scale)
        #expect(UIImage(named: "pet.png")?.scale == UIScreen.main.scale)
        #expect(UIImage(named: "herb")?.scale == 1)
        #expect(UIImage(named: "pet@2x")?.scale == 2)
        expectDiagnostic("no image named \"missing\"") { #expect(UIImage(named: "missing") == nil) }
        #expect(UIImage(named: "herb")?.cgImage === UIImage(named: "herb")?.cgImage)
    }
}
