import Foundation
import Testing

/// The README's "Snapshot tests" example is the test file, word for word.
@Test func readmeSnapshotExampleIsTheTestedFile() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: here.appendingPathComponent("../../README.md").standardized, encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Snapshot tests").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let file = try String(contentsOf: here.appendingPathComponent("ReadmeSnapshotExampleTests.swift"), encoding: .utf8)
    let code = file.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1] // after the comment line
    #expect(String(code) == block)
}
