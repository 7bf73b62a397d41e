import Foundation
import SeguePort
import Testing

/// The before-and-after example of `docs/PORTING.md` is the porter's real
/// output.
@Suite("docs/PORTING.md")
struct PortingGuideTests {
    /// The Swift code blocks of the guide, in order.
    static func swiftBlocks() throws -> [String] {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/PORTING.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
    }

    @Test("Porting the guide's before gives its after, with nothing reported")
    func beforeAndAfter() throws {
        let blocks = try Self.swiftBlocks()
        let before = try #require(blocks.first { $0.contains("#selector(handlePan(_:))") })
        let after = try #require(blocks.first { $0.contains("action: Self.handlePan(_:)") })
        expectPorted(before, after)
    }
}
