/// What `segue-port` did with one file on disk.
public struct PortedFile: Hashable, Sendable {
    /// How porting a file ended.
    public enum Outcome: Hashable, Sendable {
        /// The file was read and ported (see ``PortResult/hasSyntaxErrors``:
        /// a file that does not parse is ported to itself).
        case ported(PortResult)
        /// The file could not be ported at all: not a Swift file, missing,
        /// unreadable, not UTF-8, or not writable in place.
        case failed(reason: String)
    }

    /// The path, as it was named or as it was found under a named folder.
    public let path: String
    /// How it ended.
    public let outcome: Outcome
    /// Whether the ported text was written over the file.
    public let wasWritten: Bool

    public init(path: String, outcome: Outcome, wasWritten: Bool) {
        self.path = path
        self.outcome = outcome
        self.wasWritten = wasWritten
    }

    /// The unified diff from the file to its ported text; empty when nothing
    /// changed or the file was not ported.
    public var diff: String {
        guard case .ported(let result) = outcome else { return "" }
        return UnifiedDiff.between(result.originalSource, result.portedSource, path: path)
    }

    /// What the command prints on standard error for this file: one line
    /// per unportable construct (`path:line:column: warning: …`), per syntax
    /// error (`path:line:column: error: …`), a note on what the ported file
    /// needs (`path:line:column: note: …`), and a closing
    /// `path: error: …` for a file that was left unchanged because of an
    /// error.
    public var messages: [String] {
        switch outcome {
        case .failed(let reason):
            return ["\(path): error: \(reason)"]
        case .ported(let result):
            var lines = (result.diagnostics + result.notes).map(\.description)
            if result.hasSyntaxErrors {
                lines.append("\(path): error: the file has syntax errors; it was left unchanged")
            }
            return lines
        }
    }

    /// Whether the file ended in an error: it could not be ported, or it
    /// does not parse.
    public var hasError: Bool {
        switch outcome {
        case .failed: true
        case .ported(let result): result.hasSyntaxErrors
        }
    }

    /// Whether the file has constructs that could not be ported.
    public var hasUnportableConstructs: Bool {
        guard case .ported(let result) = outcome else { return false }
        return !result.unportable.isEmpty
    }
}
