import Foundation
import Testing

/// docs/COVERAGE.md lists, for each UIKit, QuartzCore and CoreGraphics type
/// Segue provides, the members it declares. The list below its marker is
/// generated from OpenUIKit's sources by this test; the test fails when the
/// document is out of date. `SEGUE_UPDATE_COVERAGE=1 swift test --filter
/// Coverage` rewrites it. The notable absences above the marker are prose.
@Suite("Coverage document")
struct CoverageDocTests {
    static let marker = "<!-- Generated from Sources/OpenUIKit by CoverageDocTests; do not edit below. -->"

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Public and open declarations, by the type (or extended type) they belong to.
    static func declarations() throws -> [String: Set<String>] {
        let typeDecl = try Regex(#"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:indirect\s+)?(class|struct|enum|protocol)\s+(?!func\b|var\b)([A-Za-z_][A-Za-z0-9_]*)"#)
        let extensionDecl = try Regex(#"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*extension\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
        let memberDecl = try Regex(#"(?:public|open)\s+(?:[a-z]+\s+)*(func|var|let|init|subscript|case|static func|static var|class func|class var)\s*([A-Za-z_][A-Za-z0-9_]*)?\??(?:<[^(]*>)?(\([^)]*\))?"#)
        // Protocol requirements carry no access modifier.
        let requirementDecl = try Regex(#"^(?:@[A-Za-z]+\s+)*(?:static\s+)?(func|var|init)\s*([A-Za-z_][A-Za-z0-9_]*)?\??(?:<[^(]*>)?(\([^)]*\))?"#)
        let sources = root.appendingPathComponent("Sources/OpenUIKit")
        var result: [String: Set<String>] = [:]
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = Self.joiningParameterLists(try String(contentsOf: url, encoding: .utf8))
            var stack: [(name: String, depth: Int, isProtocol: Bool)] = []
            var depth = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("//") { continue }
                while let last = stack.last, depth <= last.depth { stack.removeLast() }
                let owner = stack.map(\.name).joined(separator: ".")
                if let match = line.firstMatch(of: typeDecl), let name = match.output[2].substring {
                    let full = owner.isEmpty ? String(name) : owner + "." + name
                    result[full, default: []].formUnion([])
                    let isProtocol = match.output[1].substring == "protocol"
                    if line.contains("{") && !line.contains("}") { stack.append((full, depth, isProtocol)) }
                } else if depth == 0, let match = line.firstMatch(of: extensionDecl), let name = match.output[1].substring {
                    if line.contains("{") { stack.append((String(name), depth, false)) }
                } else if !owner.isEmpty, depth == stack.last!.depth + 1,
                          let match = line.firstMatch(of: memberDecl)
                            ?? (stack.last!.isProtocol ? line.firstMatch(of: requirementDecl) : nil) {
                    let kind = match.output[1].substring.map(String.init) ?? ""
                    let name = match.output[2].substring.map(String.init) ?? ""
                    let member: String
                    switch kind {
                    case "init": member = "init" + labels(match.output[3].substring.map(String.init) ?? "")
                    case "subscript": member = "subscript"
                    case "func", "static func", "class func": member = name + labels(match.output[3].substring.map(String.init) ?? "")
                    default: member = name
                    }
                    if !member.isEmpty { result[owner, default: []].insert(member) }
                }
                for character in line {
                    if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
                }
            }
        }
        return result
    }

    /// The text with each parameter list that spans lines joined onto one.
    static func joiningParameterLists(_ text: String) -> String {
        var output = ""
        var open = 0
        for character in text {
            if character == "(" { open += 1 } else if character == ")" { open = max(0, open - 1) }
            if character == "\n" && open > 0 { output.append(" "); continue }
            output.append(character)
        }
        return output
    }

    /// `(target: Any?, action: …)` → `(target:action:)`.
    static func labels(_ parameters: String) -> String {
        let body = parameters.trimmingCharacters(in: CharacterSet(charactersIn: "?()"))
        guard !body.isEmpty else { return "()" }
        var labels: [String] = []
        var nesting = 0
        var current = ""
        for character in body {
            if character == "(" || character == "<" || character == "[" { nesting += 1 }
            if character == ")" || character == ">" || character == "]" { nesting -= 1 }
            if character == "," && nesting == 0 { labels.append(current); current = "" } else { current.append(character) }
        }
        labels.append(current)
        return "(" + labels.map { parameter in
            let head = parameter.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let words = head.split(separator: " ")
            return (words.first.map(String.init) ?? "_") + ":"
        }.joined() + ")"
    }

    static func generated() throws -> String {
        let declarations = try declarations()
        let isFrameworkType: (String) -> Bool = { name in
            ["UI", "CA", "CG", "NS"].contains { name.hasPrefix($0) } || name == "IndexPath"
        }
        var lines = ["", "| type | members |", "|---|---|"]
        for name in declarations.keys.sorted() where isFrameworkType(name) {
            let members = declarations[name]!.sorted().map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(name)` | \(members.isEmpty ? "—" : members) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("docs/COVERAGE.md lists the members the sources declare")
    func documentIsCurrent() throws {
        let url = Self.root.appendingPathComponent("docs/COVERAGE.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        let parts = document.components(separatedBy: Self.marker)
        #expect(parts.count == 2, "docs/COVERAGE.md has lost its marker line")
        guard parts.count == 2 else { return }
        let expected = try Self.generated()
        if ProcessInfo.processInfo.environment["SEGUE_UPDATE_COVERAGE"] == "1" {
            try (parts[0] + Self.marker + expected).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(parts[1] == expected, "docs/COVERAGE.md is out of date: run SEGUE_UPDATE_COVERAGE=1 swift test --filter Coverage")
    }

    @Test("The generator finds the classes users reach first")
    func generatorFindsKnownMembers() throws {
        let declarations = try Self.declarations()
        #expect(declarations["UIViewController"]?.contains("viewIsAppearing(_:)") == true)
        #expect(declarations["UIView"]?.contains("init(frame:)") == true)
        #expect(declarations["CABasicAnimation"]?.contains("fromValue") == true)
        #expect(declarations["UIGestureRecognizer"]?.contains("init(target:action:)") == true)
    }
}
