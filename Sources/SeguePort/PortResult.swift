/// What ``SourcePorter`` made of one source file.
///
/// When the source has syntax errors, ``portedSource`` is the original text,
/// ``changes`` is empty and ``diagnostics`` holds the errors: a file the
/// porter cannot parse is never rewritten.
public struct PortResult: Hashable, Sendable {
    /// The source as it was given.
    public let originalSource: String
    /// The rewritten source; equal to ``originalSource`` when nothing needed
    /// rewriting or the source does not parse.
    public let portedSource: String
    /// The unportable constructs (warnings) and syntax errors (errors), in
    /// source order.
    public let diagnostics: [PortDiagnostic]
    /// The rewrites that were applied, in source order.
    public let changes: [PortChange]
    /// Notes about the ported file (what it needs to keep building for
    /// iOS), at positions of the ported source.
    public let notes: [PortDiagnostic]

    public init(originalSource: String, portedSource: String, diagnostics: [PortDiagnostic], changes: [PortChange],
                notes: [PortDiagnostic] = []) {
        self.originalSource = originalSource
        self.portedSource = portedSource
        self.diagnostics = diagnostics
        self.changes = changes
        self.notes = notes
    }

    /// Whether the ported source differs from the original.
    public var hasChanges: Bool { portedSource != originalSource }

    /// Whether the source failed to parse (and so was left unchanged).
    public var hasSyntaxErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The constructs that could not be ported.
    public var unportable: [PortDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
