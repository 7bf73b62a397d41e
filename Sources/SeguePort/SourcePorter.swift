import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Rewrites a UIKit source file into Swift that compiles on Linux, where
/// there is no Objective-C runtime.
///
/// The porter parses the file with swift-syntax and rewrites only what it can
/// rewrite without changing the code's meaning:
///
/// - it removes `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`,
///   `@IBOutlet`, `@IBInspectable`, `@IBDesignable` and `dynamic`;
/// - it turns a target–action `#selector(m)` into the method reference
///   `Self.m` (or `Type.m` when the selector names the type), keeping the
///   call's argument labels;
/// - it answers `responds(to:)` for members of the transition protocols that
///   Segue always implements, and calls their optional requirements
///   without `?`;
/// - it gives the optional requirements of the user's own protocols that
///   return nothing or an optional a default in an extension, and calls
///   them without `?`;
/// - it turns `import UIKit.UIGestureRecognizerSubclass` into `import UIKit`;
/// - it renames the Swift 3/4 spellings that Swift 4.2 renamed (see
///   `RenameTable`).
///
/// Everything else that needs the runtime (an `optional` protocol
/// requirement of another result type, a `#selector` outside target–action, key-value observing,
/// associated objects, storyboards, `perform(_:)`, swizzling, `@NSManaged`…)
/// is reported as a warning in ``PortResult/diagnostics`` and left exactly as
/// it was. A source with syntax errors is not rewritten at all; its errors
/// are reported instead.
///
/// The porter is idempotent: porting its own output changes nothing.
public struct SourcePorter: Sendable {
    public init() {}

    /// Ports one source file.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - fileName: The name diagnostics give for the file (usually its
    ///     path as the user named it).
    public func port(source: String, fileName: String) -> PortResult {
        port(source: source, fileName: fileName, context: PortContext())
    }

    /// Ports one source file of a project.
    ///
    /// - Parameter context: What the porter knows of the files ported with
    ///   this one.
    public func port(source: String, fileName: String, context: PortContext) -> PortResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic -> PortDiagnostic in
                let location = converter.location(for: diagnostic.position)
                return PortDiagnostic(fileName: fileName, line: location.line, column: location.column,
                                      severity: .error, message: diagnostic.message)
            }
        guard syntaxErrors.isEmpty else {
            return PortResult(originalSource: source, portedSource: source, diagnostics: syntaxErrors, changes: [])
        }
        let log = PortLog(fileName: fileName, converter: converter)
        let rewriter = PortRewriter(tree: tree, log: log, context: context)
        let ported = rewriter.rewrite(tree, detach: true)
        let portedSource = ported.description
        let notes = [ShimNote.note(forPorted: portedSource, fileName: fileName)].compactMap { $0 }
        return PortResult(originalSource: source, portedSource: portedSource,
                          diagnostics: log.diagnostics, changes: log.changes, notes: notes)
    }

    /// The optional requirements (`name(label:)`, or a property's name) of
    /// the protocols `source` declares that the porter gives defaults, and
    /// of those it gave defaults before: what calls in other files may
    /// reach through `?`.
    public func optionalRequirements(in source: String) -> Set<String> {
        guard source.contains("optional") || source.contains(OptionalRequirements.marker) else { return [] }
        return OptionalRequirements.names(in: Parser.parse(source: source))
    }

    /// The superclass, as written, of each class `source` declares (the
    /// first type of its inheritance clause).
    public func superclasses(in source: String) -> [String: String] {
        guard source.contains("class") else { return [:] }
        return RequiredInitializers.superclasses(in: Parser.parse(source: source))
    }
}
