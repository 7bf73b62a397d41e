import SwiftParser
import SwiftSyntax

/// Rule 12: a note when the ported file uses Segue's target–action spelling
/// (a method reference where UIKit takes a selector:
/// `UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))`),
/// which Apple's UIKit lacks. Such a file still builds for iOS when it
/// imports `OpenUIKitShim`, Segue's portability module, which re-exports
/// UIKit everywhere and adds those spellings to Apple's UIKit.
enum ShimNote {
    static let message = "the ported file uses Segue's target-action spellings (a method reference for action:/selector:), which Apple's UIKit lacks; to keep building it for iOS, depend on Segue's OpenUIKitShim product on every platform (.product(name: \"OpenUIKitShim\", package: \"Segue\")) and write import OpenUIKitShim in place of import UIKit"

    /// The note for `ported` (the ported file's text), or `nil` when it
    /// needs none: it uses no method-reference target–action, or already
    /// imports `OpenUIKitShim`.
    static func note(forPorted ported: String, fileName: String) -> PortDiagnostic? {
        let tree = Parser.parse(source: ported)
        let finder = MethodReferenceActions(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.importsShim, let first = finder.first else { return nil }
        let location = first.startLocation(converter: SourceLocationConverter(fileName: fileName, tree: tree))
        return PortDiagnostic(fileName: fileName, line: location.line, column: location.column,
                              severity: .note, message: message)
    }
}

/// Finds the first `action:`/`selector:` argument that is a method
/// reference (`Self.m`, `Type.m(_:)`), and whether the file imports the shim.
private final class MethodReferenceActions: SyntaxVisitor {
    private(set) var first: LabeledExprSyntax?
    private(set) var importsShim = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "OpenUIKitShim" { importsShim = true }
        return .skipChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard first == nil, let label = node.label?.text, Selectors.actionLabels.contains(label),
              let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = node.expression.as(MemberAccessExprSyntax.self), let base = member.base,
              Selectors.target(of: node, in: call) != nil else { return .visitChildren }
        let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName
        if typeName?.tokenKind == .keyword(.Self) || typeName?.text.first?.isUppercase == true { first = node }
        return .visitChildren
    }
}
