import Foundation
import SeguePort
import Testing

/// Ports `source` as a file named `Test.swift`.
func port(_ source: String) -> PortResult {
    SourcePorter().port(source: source, fileName: "Test.swift")
}

/// Expects `source` to port to `expected` with nothing reported.
func expectPorted(_ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = port(source)
    #expect(result.portedSource == expected, sourceLocation: sourceLocation)
    #expect(result.diagnostics == [], sourceLocation: sourceLocation)
}

/// Expects `source` to be left exactly as it is, with one warning at
/// `line`:`column` whose message contains `reason`.
func expectUnportable(_ source: String, line: Int, column: Int, reason: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    let result = port(source)
    #expect(result.portedSource == source, sourceLocation: sourceLocation)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics)", sourceLocation: sourceLocation)
    guard let diagnostic = result.diagnostics.first else { return }
    #expect(diagnostic.severity == .warning, sourceLocation: sourceLocation)
    #expect((diagnostic.line, diagnostic.column) == (line, column), "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains("cannot be ported: "), sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(reason), "\(diagnostic.message)", sourceLocation: sourceLocation)
}

/// A folder of its own under the temporary directory, removed by `cleanUp`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("SeguePortTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `contents` to `name` (folders created) and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try write(name, Data(contents.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = "\(path)/\(name)"
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
