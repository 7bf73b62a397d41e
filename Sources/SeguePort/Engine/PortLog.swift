import SwiftSyntax

/// Collects, while a file is rewritten, what was changed and what could not
/// be, at the original source's positions.
///
/// Every node handed to the log must belong to the original tree (the one
/// the converter was made for), which is what a `SyntaxRewriter` visits.
final class PortLog {
    private let fileName: String
    private let converter: SourceLocationConverter
    private var reported: [PortDiagnostic] = []
    private var applied: [PortChange] = []

    init(fileName: String, converter: SourceLocationConverter) {
        self.fileName = fileName
        self.converter = converter
    }

    /// The unportable constructs, in source order.
    var diagnostics: [PortDiagnostic] {
        reported.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The applied rewrites, in source order.
    var changes: [PortChange] {
        applied.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Records that `node` is left unchanged: `<what> cannot be ported: <reason>`.
    func unportable(_ node: some SyntaxProtocol, what: String, reason: String) {
        let location = node.startLocation(converter: converter)
        reported.append(PortDiagnostic(fileName: fileName, line: location.line, column: location.column,
                                       severity: .warning, message: "\(what) cannot be ported: \(reason)"))
    }

    /// Records a rewrite of `node`.
    func changed(_ node: some SyntaxProtocol, _ summary: String) {
        let location = node.startLocation(converter: converter)
        applied.append(PortChange(line: location.line, column: location.column, summary: summary))
    }
}
