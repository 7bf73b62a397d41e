/// One rewrite `segue-port` applied, at the place it applied it.
///
/// Positions are those of the original source, so that a change can be found
/// in the file as the user wrote it.
public struct PortChange: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line, in the original source, of the rewritten construct.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes), in the original source.
    public let column: Int
    /// What was rewritten into what, e.g. `#selector(tick) → Self.tick` or
    /// `removed @objc`.
    public let summary: String

    public init(line: Int, column: Int, summary: String) {
        self.line = line
        self.column = column
        self.summary = summary
    }

    public var description: String { "\(line):\(column): \(summary)" }
}
