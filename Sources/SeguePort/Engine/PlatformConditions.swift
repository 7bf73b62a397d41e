import SwiftSyntax

/// Rule 11: `#if` conditions that are true on iOS but false on Linux, so
/// that a file ported as it is would compile to nothing, or to another
/// branch, without a word.
///
/// - `os(iOS)` becomes `os(iOS) || os(Linux)` (in parentheses where an
///   operator other than `||` binds it: `!(os(iOS) || os(Linux))`), so that
///   Linux takes iOS's branch, which is the code Segue's UIKit is for. The
///   rewrite is in the diff, where it can be reviewed. It is not made in a
///   file whose conditions already name `os(Linux)`: its author chose
///   Linux's branch, and each `os(iOS)` there is reported instead.
/// - `canImport(ObjectiveC)` and `_runtime(_ObjC)` are reported: true on
///   iOS, false on Linux, and the code under them needs the runtime, so no
///   rewrite keeps it compiling.
/// - `canImport(UIKit)`, `os(macOS)`, `os(tvOS)`, `targetEnvironment(…)`
///   are left alone: each has the same value on Linux as on an iOS device.
enum PlatformConditions {
    static let iOSOnly = "true on iOS and false on Linux, so the code under it is not compiled with Segue"

    /// `condition` (a clause's condition, ported) with each `os(iOS)`
    /// widened to Linux; `original` is the condition as written.
    static func port(original: ExprSyntax, rewritten: ExprSyntax, log: PortLog) -> ExprSyntax {
        let linuxNamed = original.root.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "Linux" && token.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) != nil
        }
        var edits: [SyntaxIdentifier: ExprSyntax] = [:]
        for call in calls(in: original) {
            switch (call.name, call.argument) {
            case ("os", "iOS") where !linuxNamed:
                let whole = call.node.id == original.id || isOrOperand(call.node)
                let text = whole ? "os(iOS) || os(Linux)" : "(os(iOS) || os(Linux))"
                edits[call.node.id] = parseExpression(text).with(\.leadingTrivia, call.node.leadingTrivia)
                    .with(\.trailingTrivia, call.node.trailingTrivia)
                log.changed(call.node, "#if os(iOS) → \(text) (\(iOSOnly))")
            case ("os", "iOS"):
                log.unportable(call.node, what: "'os(iOS)'", reason: "\(iOSOnly); the file has branches for os(Linux), so check which one Segue should compile, or write os(iOS) || os(Linux)")
            case ("canImport", "ObjectiveC"), ("_runtime", "_ObjC"):
                log.unportable(call.node, what: "'\(call.node.trimmedDescription)'", reason: "\(iOSOnly), and the code under it uses the Objective-C runtime; give it a branch that does without it")
            default:
                break
            }
        }
        guard !edits.isEmpty else { return rewritten }
        // The rewriter keeps node identities for unchanged subtrees; match by position instead.
        var result = rewritten
        for call in calls(in: rewritten).reversed() {
            guard let originalCall = calls(in: original).first(where: {
                $0.node.positionAfterSkippingLeadingTrivia.utf8Offset - original.position.utf8Offset
                    == call.node.positionAfterSkippingLeadingTrivia.utf8Offset - rewritten.position.utf8Offset
            }), let replacement = edits[originalCall.node.id] else { continue }
            result = Replacer(target: call.node.id, with: replacement).rewrite(result).cast(ExprSyntax.self)
        }
        return result
    }

    /// The `name(argument)` calls of a condition.
    private static func calls(in condition: ExprSyntax) -> [(node: ExprSyntax, name: String, argument: String)] {
        condition.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                  call.arguments.count == 1,
                  let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) else { return nil }
            return (ExprSyntax(call), token.text, argument.baseName.text)
        }
    }

    /// Whether `node` is an operand of a sequence whose operators are all `||`.
    private static func isOrOperand(_ node: ExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else {
            return false
        }
        return list.allSatisfy { element in
            guard let op = element.as(BinaryOperatorExprSyntax.self) else { return true }
            return op.operator.text == "||"
        }
    }
}

/// Replaces one node of a tree.
private final class Replacer: SyntaxRewriter {
    let target: SyntaxIdentifier
    let replacement: ExprSyntax

    init(target: SyntaxIdentifier, with replacement: ExprSyntax) {
        self.target = target
        self.replacement = replacement
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        node.id == target ? replacement : super.visit(node)
    }
}
