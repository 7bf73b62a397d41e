/// Something `segue-port` tells the user about one place in one file.
///
/// A ``Severity/warning`` marks a construct the porter found but could not
/// rewrite without changing what the code means; the code there is left
/// exactly as it was. An ``Severity/error`` is a syntax error: the porter
/// rewrites nothing in a file that does not parse.
///
/// ``description`` is the compiler's one-line format,
/// `path:line:column: warning: message`, which editors and CI logs link to
/// the place.
public struct PortDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// An unportable construct, left unchanged.
        case warning
        /// A syntax error; the file is left unchanged.
        case error
        /// Information about the ported file (what it now needs), which
        /// does not change the exit status.
        case note
    }

    /// The file, as it was named to the porter.
    public let fileName: String
    /// The 1-based line of the construct's first character.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes, as the Swift compiler counts) of
    /// the construct's first character.
    public let column: Int
    /// Whether this is an unportable construct or a syntax error.
    public let severity: Severity
    /// For a warning, `<what> cannot be ported: <reason>`; for an error, the
    /// parser's message.
    public let message: String

    public init(fileName: String, line: Int, column: Int, severity: Severity, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }
}
