import SeguePort
import Testing

/// The diff `segue-port` prints: `diff -u`'s format, which `patch` and
/// `git apply` read.
@Suite("Unified diff")
struct UnifiedDiffTests {
    /// `count` lines `l1`…`lcount`, each ended by a line break.
    static func numbered(_ count: Int) -> [String] { (1...count).map { "l\($0)" } }

    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    @Test("Equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff.between("a\nb\n", "a\nb\n", path: "A.swift") == "")
    }

    @Test("One changed line, with three lines of context either side")
    func oneChange() {
        var new = Self.numbered(10)
        new[4] = "L5"
        #expect(UnifiedDiff.between(Self.text(Self.numbered(10)), Self.text(new), path: "Sources/A.swift") == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -2,7 +2,7 @@
             l2
             l3
             l4
            -l5
            +L5
             l6
             l7
             l8

            """)
    }

    @Test("Context is cut at the start and end of the file")
    func contextAtTheEdges() {
        #expect(UnifiedDiff.between("a\nb\n", "A\nb\n", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1,2 @@
            -a
            +A
             b

            """)
    }

    @Test("Changes far apart make two hunks")
    func twoHunks() {
        var new = Self.numbered(20)
        new[2] = "L3"
        new[14] = "L15"
        #expect(UnifiedDiff.between(Self.text(Self.numbered(20)), Self.text(new), path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,6 +1,6 @@
             l1
             l2
            -l3
            +L3
             l4
             l5
             l6
            @@ -12,7 +12,7 @@
             l12
             l13
             l14
            -l15
            +L15
             l16
             l17
             l18

            """)
    }

    @Test("Changes whose context would meet make one hunk")
    func mergedHunk() {
        var new = Self.numbered(14)
        new[2] = "L3"
        new[9] = "L10"   // six unchanged lines (4…9) between the changes
        let diff = UnifiedDiff.between(Self.text(Self.numbered(14)), Self.text(new), path: "A.swift")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,13 +1,13 @@"])
    }

    @Test("Changes seven unchanged lines apart make two hunks")
    func notMerged() {
        var new = Self.numbered(16)
        new[2] = "L3"
        new[10] = "L11"  // seven unchanged lines (4…10) between the changes
        let diff = UnifiedDiff.between(Self.text(Self.numbered(16)), Self.text(new), path: "A.swift")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,6 +1,6 @@", "@@ -8,7 +8,7 @@"])
    }

    @Test("A removed line and an added line count on their own sides")
    func removalAndInsertion() {
        #expect(UnifiedDiff.between("a\nb\nc\n", "a\nc\n", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,3 +1,2 @@
             a
            -b
             c

            """)
        #expect(UnifiedDiff.between("a\nc\n", "a\nb\nc\n", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1,3 @@
             a
            +b
             c

            """)
    }

    @Test("Adding to an empty file starts at line 0 of the empty side")
    func emptySide() {
        #expect(UnifiedDiff.between("", "a\n", path: "A.swift") == "--- a/A.swift\n+++ b/A.swift\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(UnifiedDiff.between("a\n", "", path: "A.swift") == "--- a/A.swift\n+++ b/A.swift\n@@ -1,1 +0,0 @@\n-a\n")
    }

    @Test("A last line without a line break is marked")
    func noNewlineAtEnd() {
        #expect(UnifiedDiff.between("a\nb", "a\nc", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.between("a\n", "a", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,1 +1,1 @@
            -a
            +a
            \\ No newline at end of file

            """)
    }

    @Test("Windows line breaks: lines split at \\n, and the \\r stays on its line")
    func crlf() {
        #expect(UnifiedDiff.between("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n", path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,3 +1,3 @@
             a\r
            -b\r
            +B\r
             c\r

            """)
    }

    @Test("The path loses a leading ./ or /")
    func paths() {
        #expect(UnifiedDiff.between("a\n", "b\n", path: "./Sources/A.swift").hasPrefix("--- a/Sources/A.swift\n+++ b/Sources/A.swift\n"))
        #expect(UnifiedDiff.between("a\n", "b\n", path: "/tmp/A.swift").hasPrefix("--- a/tmp/A.swift\n+++ b/tmp/A.swift\n"))
    }

    @Test("Applying the diff to the old text gives the new text", arguments: 0..<40)
    func roundTrip(_ seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "line \(Int.random(in: 0..<8, using: &generator))" }
        var new = old
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 1 where !new.isEmpty: new[Int.random(in: 0..<new.count, using: &generator)] = "changed \(seed)"
            default: new.insert("added", at: Int.random(in: 0...new.count, using: &generator))
            }
        }
        let diff = UnifiedDiff.between(Self.text(old), Self.text(new), path: "A.swift")
        #expect(try DiffApplier.apply(diff, to: old) == new)
    }
}

/// A small deterministic generator for the round-trip test.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Applies a unified diff as `patch` would, checking every context and
/// removed line against the old text.
enum DiffApplier {
    struct Mismatch: Error {}

    static func apply(_ diff: String, to old: [String]) throws -> [String] {
        guard !diff.isEmpty else { return old }
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().dropFirst(2)
        var result: [String] = []
        var next = 0   // the next old line to copy
        while let header = lines.first {
            lines.removeFirst()
            let fields = header.split(separator: " ")
            guard fields.first == "@@", let oldField = fields.dropFirst().first,
                  let start = Int(oldField.dropFirst().split(separator: ",")[0]) else { throw Mismatch() }
            let oldCount = Int(oldField.split(separator: ",")[1])!
            let first = oldCount == 0 ? start : start - 1
            result += old[next..<first]
            next = first
            while let line = lines.first, !line.hasPrefix("@@") {
                lines.removeFirst()
                let text = String(line.dropFirst())
                switch line.first {
                case " ":
                    guard old[next] == text else { throw Mismatch() }
                    result.append(text); next += 1
                case "-":
                    guard old[next] == text else { throw Mismatch() }
                    next += 1
                case "+":
                    result.append(text)
                default:
                    throw Mismatch()
                }
            }
        }
        return result + old[next...]
    }
}
