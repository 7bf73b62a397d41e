import SeguePort
import Testing

/// Rule 11: `os(iOS)` is false on Linux (Swift's `os()` condition names the
/// platform compiled for), so a file under `#if os(iOS)` would compile to
/// nothing, and `#if !os(iOS)` would pick the other platform's branch.
@Suite("#if os(iOS)")
struct PlatformConditionTests {
    @Test("os(iOS) alone, in ||, and under ! is widened to Linux")
    func widened() {
        expectPorted("""
            #if os(iOS)
            import UIKit
            #endif
            #if os(iOS) || os(tvOS)
            let inset: CGFloat = 8
            #elseif !os(iOS)
            let inset: CGFloat = 0
            #endif

            """, """
            #if os(iOS) || os(Linux)
            import UIKit
            #endif
            #if os(iOS) || os(Linux) || os(tvOS)
            let inset: CGFloat = 8
            #elseif !(os(iOS) || os(Linux))
            let inset: CGFloat = 0
            #endif

            """)
    }

    @Test("A file with its own Linux branch keeps it, and os(iOS) is reported")
    func linuxBranch() {
        expectUnportable("""
            #if os(iOS)
            let scale = 2.0
            #elseif os(Linux)
            let scale = 1.0
            #endif

            """, line: 1, column: 5, reason: "the file has branches for os(Linux)")
    }

    @Test("canImport(ObjectiveC) is reported; canImport(UIKit), os(macOS) and targetEnvironment stay")
    func others() {
        expectUnportable("#if canImport(ObjectiveC)\nlet runtime = true\n#endif\n",
                         line: 1, column: 5, reason: "uses the Objective-C runtime")
        let same = "#if canImport(UIKit)\nlet a = 1\n#endif\n#if os(macOS)\nlet b = 1\n#endif\n#if targetEnvironment(simulator)\nlet c = 1\n#endif\n"
        expectPorted(same, same)
    }

    @Test("Porting twice changes nothing more")
    func idempotent() {
        let once = port("#if os(iOS)\nlet a = 1\n#endif\n").portedSource
        #expect(port(once).portedSource == once)
    }
}
