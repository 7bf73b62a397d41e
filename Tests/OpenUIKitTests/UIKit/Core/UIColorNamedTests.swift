import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIColor(named:)` reads colour sets from asset catalogues as Xcode writes
/// them (Contents.json with string components in any of Xcode's input methods).
@MainActor
@Suite("UIColor(named:)")
struct UIColorNamedTests {
    static func catalog(_ sets: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for (path, json) in sets {
            let folder = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return root
    }

    static func colorSet(space: String = "srgb", _ components: String, dark: String? = nil) -> String {
        var entries = [#"{"idiom":"universal","color":{"color-space":"\#(space)","components":{\#(components)}}}"#]
        if let dark {
            entries.append(#"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{\#(dark)}}}"#)
        }
        return #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }

    /// Runs `body` with `root` as the only image resource directory, then removes it.
    static func withResources(_ root: URL, _ body: () -> Void) {
        let saved = UIImage.resourceDirectories
        UIImage.resourceDirectories = [root]
        defer {
            UIImage.resourceDirectories = saved
            try? FileManager.default.removeItem(at: root)
        }
        body()
    }

    static func rgba(_ colour: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = colour?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("Floating-point, 8-bit and hexadecimal components read alike; the any-appearance entry is used")
    func inputMethods() throws {
        let root = try Self.catalog([
            "Accent.colorset": Self.colorSet(#""red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000""#,
                                             dark: #""red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000""#),
            "Eight.colorset": Self.colorSet(#""red":"255","green":"51","blue":"0","alpha":"0.500""#),
            "Hex.colorset": Self.colorSet(#""red":"0xFF","green":"0x33","blue":"0x00","alpha":"1.000""#),
            "Grey.colorset": Self.colorSet(space: "gray-gamma-22", #""white":"0.250","alpha":"1.000""#),
            "Palette/Sub.colorset": Self.colorSet(#""red":"0.000","green":"1.000","blue":"0.000","alpha":"1.000""#),
        ])
        Self.withResources(root) {
            #expect(Self.rgba(UIColor(named: "Accent")) == [1, 0.5, 0, 1])
            #expect(Self.rgba(UIColor(named: "Eight")) == [1, 0.2, 0, 0.5])
            #expect(Self.rgba(UIColor(named: "Hex")) == [1, 0.2, 0, 1])
            #expect(Self.rgba(UIColor(named: "Grey")) == [0.25, 0.25, 0.25, 1])
            #expect(Self.rgba(UIColor(named: "Sub")) == [0, 1, 0, 1])   // a plain folder is looked through
            expectDiagnostic("no colour set named \"Missing\"") { #expect(UIColor(named: "Missing") == nil) }
        }
    }

    @Test("Display P3 components are converted to sRGB (P3's pure red lies outside sRGB)")
    func displayP3() throws {
        let root = try Self.catalog([
            "P3Red.colorset": Self.colorSet(space: "display-p3", #""red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000""#),
            "P3Grey.colorset": Self.colorSet(space: "display-p3", #""red":"0.500","green":"0.500","blue":"0.500","alpha":"1.000""#),
        ])
        Self.withResources(root) {
            // Same white point and transfer curve: neutral greys keep their value.
            #expect(Self.rgba(UIColor(named: "P3Grey")) == [0.5, 0.5, 0.5, 1])
            // Linear P3 red (1, 0, 0) is sRGB-linear (1.2249, -0.0421, -0.0196): clamped to sRGB's red.
            #expect(Self.rgba(UIColor(named: "P3Red")) == [1, 0, 0, 1])
            let (r, g, b) = AssetCatalog.displayP3ToSRGB(1, 0, 0)
            #expect(r > 1 && g < 0 && b < 0)
        }
    }

    @Test("A folder that provides a namespace is reached by its name")
    func namespace() throws {
        let root = try Self.catalog([
            "Brand": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#,
            "Brand/Accent.colorset": Self.colorSet(#""red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000""#),
        ])
        Self.withResources(root) {
            #expect(Self.rgba(UIColor(named: "Brand/Accent")) == [0, 0, 1, 1])
            expectDiagnostic("no colour set named \"Accent\"") { #expect(UIColor(named: "Accent") == nil) }
        }
    }
}
