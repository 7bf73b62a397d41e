import Foundation
import Testing

/// docs/COVERAGE.md is generated, all of it, from OpenUIKit's sources and
/// docs/coverage-reference.txt (`CoverageDocument`) by this test, which fails
/// when the committed document differs. `SEGUE_UPDATE_COVERAGE=1 swift test
/// --filter Coverage` rewrites it.
@Suite("Coverage document")
struct CoverageDocTests {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Public and open declarations, by the type (or extended type) they belong to.
    static func declarations() throws -> [String: Set<String>] { try scan().members }

    /// The members of each type, and the folder (under Sources/OpenUIKit) of its
    /// declaration, or of its first extension in path order when Segue only extends it.
    static func scan() throws -> (members: [String: Set<String>], folders: [String: String]) {
        let typeDecl = try Regex(#"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:indirect\s+)?(class|struct|enum|protocol)\s+(?!func\b|var\b)([A-Za-z_][A-Za-z0-9_]*)"#)
        let extensionDecl = try Regex(#"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*extension\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
        let memberDecl = try Regex(#"(?:public|open)\s+(?:[a-z]+\s+)*(func|var|let|init|subscript|case|static func|static var|class func|class var)\s*([A-Za-z_][A-Za-z0-9_]*)?\??(?:<[^(]*>)?(\([^)]*\))?"#)
        // Protocol requirements carry no access modifier.
        let requirementDecl = try Regex(#"^(?:@[A-Za-z]+\s+)*(?:static\s+)?(func|var|init)\s*([A-Za-z_][A-Za-z0-9_]*)?\??(?:<[^(]*>)?(\([^)]*\))?"#)
        let sources = root.appendingPathComponent("Sources/OpenUIKit")
        var result: [String: Set<String>] = [:]
        var declaredIn: [String: String] = [:], extendedIn: [String: String] = [:]
        var urls: [URL] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { urls.append(url) }
        }
        urls.sort { $0.path < $1.path }
        for url in urls {
            let folder = String(url.deletingLastPathComponent().standardizedFileURL.path
                .dropFirst(sources.standardizedFileURL.path.count + 1))
            let text = Self.joiningParameterLists(try String(contentsOf: url, encoding: .utf8))
            var stack: [(name: String, depth: Int, isProtocol: Bool)] = []
            var depth = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("//") { continue }
                while let last = stack.last, depth <= last.depth { stack.removeLast() }
                let owner = stack.last?.name ?? ""  // entries hold full names (`UIView.AnimationOptions`)
                if let match = line.firstMatch(of: typeDecl), let name = match.output[2].substring {
                    let full = owner.isEmpty ? String(name) : owner + "." + name
                    result[full, default: []].formUnion([])
                    if declaredIn[full] == nil { declaredIn[full] = folder }
                    let isProtocol = match.output[1].substring == "protocol"
                    if line.contains("{") && !line.contains("}") { stack.append((full, depth, isProtocol)) }
                } else if depth == 0, let match = line.firstMatch(of: extensionDecl), let name = match.output[1].substring {
                    if extendedIn[String(name)] == nil { extendedIn[String(name)] = folder }
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
        return (result, extendedIn.merging(declaredIn) { $1 })
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

    /// docs/COVERAGE.md as the sources and docs/coverage-reference.txt give it.
    static func generated() throws -> String {
        let (members, folders) = try scan()
        let isFrameworkType: (String) -> Bool = { name in
            ["UI", "CA", "CG", "NS"].contains { name.hasPrefix($0) } || name == "IndexPath"
        }
        let entries = members.keys.filter(isFrameworkType).map {
            CoverageDocument.Entry(name: $0, members: members[$0]!, folder: folders[$0] ?? "")
        }
        let reference = try String(contentsOf: root.appendingPathComponent("docs/coverage-reference.txt"), encoding: .utf8)
        return CoverageDocument.text(entries: entries, reference: CoverageDocument.reference(reference))
    }

    @Test("docs/COVERAGE.md is what the sources give")
    func documentIsCurrent() throws {
        let url = Self.root.appendingPathComponent("docs/COVERAGE.md")
        let expected = try Self.generated()
        if ProcessInfo.processInfo.environment["SEGUE_UPDATE_COVERAGE"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let document = try String(contentsOf: url, encoding: .utf8)
        guard document != expected else { return }
        // The lines that differ, not both documents whole.
        let old = document.split(separator: "\n", omittingEmptySubsequences: false)
        let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = Set(old).subtracting(new), added = Set(new).subtracting(old)
        let shown = old.filter(removed.contains).prefix(10).map { "- " + $0 } + new.filter(added.contains).prefix(10).map { "+ " + $0 }
        Issue.record(Comment(rawValue: "docs/COVERAGE.md is out of date (\(removed.count) lines go, \(added.count) come): run "
                             + "SEGUE_UPDATE_COVERAGE=1 swift test --filter Coverage\n" + shown.joined(separator: "\n")))
    }

    @Test("Absent names are the reference list less what the sources declare")
    func absentIsDerived() throws {
        let text = try Self.generated()
        let absent = text.components(separatedBy: "## Absent")[1].components(separatedBy: "## Members")[0]
        // Declared in Sources/OpenUIKit, so never reported absent.
        for present in ["`UITableView`", "`NSLayoutConstraint`", "`CAShapeLayer`", "`UIApplication`", "`UIStackView`"] {
            #expect(!absent.contains(present), "\(present) is declared but listed as absent")
        }
        // A name of the reference list with no declaration is.
        let document = CoverageDocument.text(entries: [], reference: ["UIKit": ["UITextField"]])
        #expect(document.contains("- **UIKit** (1): `UITextField`."))
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
