import Foundation
import SeguePort
import Testing

/// The fixtures whose iOS original (with `@objc`, `@IBAction` and
/// `#selector`, or Swift 4's names) is kept under `Originals/` as
/// `<name>.swift.txt`; the compiled `Fixtures/<name>.swift` is what a porter
/// must make of it.
enum PortedOriginals {
    static let names = [
        "DisplayLinkRevealTransition", "EdgeSwipePopTransition", "HalfSheetPresentation",
        "PanToDismissInteraction", "PullUpDrawerTransition", "SettingsButtonFlow",
        "LegacySpellings",   // Swift 4's `UIViewAnimationOptions`, `UINavigationControllerOperation`
    ]
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func original(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("Originals/\(name).swift.txt"), encoding: .utf8)
    }

    static func ported(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("Fixtures/\(name).swift"), encoding: .utf8)
    }

    /// The text without the Interface Builder connections the porter adds
    /// at the end of a class (the marker's blank line, the marker and the
    /// members down to the class's closing brace).
    static func withoutConnections(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let start = lines.firstIndex(where: { $0.contains("// segue-port: Interface Builder connections") }) {
            let indent = lines[start].prefix { $0 == " " }.count
            var end = start + 1
            while end < lines.count, lines[end].isEmpty || lines[end].prefix(while: { $0 == " " }).count >= indent { end += 1 }
            let from = start > 0 && lines[start - 1].isEmpty ? start - 1 : start
            lines.removeSubrange(from..<end)
        }
        return lines.joined(separator: "\n")
    }

    /// The text with trailing whitespace removed from every line and the end.
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

@Test(arguments: PortedOriginals.names)
func originalDiffersFromItsPortOnlyWhereAPorterRewrites(name: String) throws {
    let original = try PortedOriginals.original(name), ported = try PortedOriginals.ported(name)
    #expect(original != ported)
    #expect(!ported.contains("#selector(") && !ported.contains("@objc") && !ported.contains("@IBAction"))
    #expect(original.split(separator: "\n").count == PortedOriginals.withoutConnections(ported).split(separator: "\n").count)
}

@Test(arguments: PortedOriginals.names)
func porterTurnsTheOriginalIntoTheCompiledFixture(name: String) throws {
    let result = SourcePorter().port(source: try PortedOriginals.original(name), fileName: "\(name).swift")
    #expect(!result.hasSyntaxErrors)
    #expect(result.unportable.isEmpty, "\(result.unportable)")
    #expect(PortedOriginals.normalized(result.portedSource) == PortedOriginals.normalized(try PortedOriginals.ported(name)))
}

@Test(arguments: PortedOriginals.names)
func porterLeavesTheCompiledFixtureAsItIs(name: String) throws {
    let fixture = try PortedOriginals.ported(name)
    let result = SourcePorter().port(source: fixture, fileName: "\(name).swift")
    #expect(PortedOriginals.normalized(result.portedSource) == PortedOriginals.normalized(fixture))
}
