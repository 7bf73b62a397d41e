import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Xcode's colour and image literals are `UIColor` and `UIImage`, as UIKit's
/// overlay declares them (`_ColorLiteralType`, `_ImageLiteralType`).
@MainActor
@Suite("Colour and image literals")
struct LiteralsTests {
    @Test("#colorLiteral is a UIColor with those sRGB components")
    func colourLiteral() {
        let colour = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(type(of: colour) == UIColor.self)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(colour.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0.25 && a == 0.75)
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test("#imageLiteral loads the named image; a missing name is logged and stands in as one clear pixel")
    func imageLiteral() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("literal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pixels = [UInt8](repeating: 255, count: 2 * 3 * 4)
        let image = try #require(CGImage(width: 2, height: 3, premultipliedRGBA: pixels))
        let png = try #require(UIImage(cgImage: image).pngData())
        try png.write(to: dir.appendingPathComponent("Logo.png"))
        let saved = UIImage.resourceDirectories
        UIImage.resourceDirectories = [dir]
        defer { UIImage.resourceDirectories = saved }
        let logo = #imageLiteral(resourceName: "Logo")
        #expect(logo.size == CGSize(width: 2, height: 3))
        expectDiagnostic("#imageLiteral: no image named \"Gone\"") {
            let gone = #imageLiteral(resourceName: "Gone")
            #expect(gone.size == CGSize(width: 1, height: 1))
        }
    }
}
