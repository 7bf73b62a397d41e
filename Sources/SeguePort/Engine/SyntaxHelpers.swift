import SwiftParser
import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called function's base name: `addTarget` for
    /// `button.addTarget(…)`, `UIStoryboard` for `UIStoryboard(…)`; `nil` for
    /// a call of anything else (a closure, a subscript result…).
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The argument labels of the parenthesized arguments; `nil` for an
    /// unlabeled one. Trailing closures are not included.
    var argumentLabels: [String?] { arguments.map { $0.label?.text } }

    /// Whether the call has a trailing closure.
    var hasTrailingClosure: Bool { trailingClosure != nil || !additionalTrailingClosures.isEmpty }

    /// The call's signature as it is written in documentation:
    /// `perform(_:with:afterDelay:)`.
    var signature: String {
        let labels = argumentLabels.map { "\($0 ?? "_"):" }.joined()
        return "\(calleeName ?? calledExpression.trimmedDescription)(\(labels))"
    }
}

extension MacroExpansionExprSyntax {
    /// Whether this is `#selector(…)`.
    var isSelector: Bool { macroName.text == "selector" }
}

extension ExprSyntax {
    /// Whether the expression is `self`.
    var isSelf: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether `self.member` can be written after this expression without
    /// parentheses: a name, a member of something, a call, a subscript, a
    /// parenthesized expression or a force unwrap.
    var isPostfixOperand: Bool {
        if let member = self.as(MemberAccessExprSyntax.self) { return member.base != nil }
        return self.is(DeclReferenceExprSyntax.self) || self.is(FunctionCallExprSyntax.self)
            || self.is(SubscriptCallExprSyntax.self) || self.is(TupleExprSyntax.self)
            || self.is(ForceUnwrapExprSyntax.self)
    }

    /// Whether the expression is an optional chain: `a?.b`, `a?.b.c()`…
    /// (its value is `nil` when a link is).
    var isOptionalChain: Bool {
        var link: ExprSyntax? = self
        while let current = link {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self) { link = member.base }
            else if let call = current.as(FunctionCallExprSyntax.self) { link = call.calledExpression }
            else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { link = subscriptCall.calledExpression }
            else if let unwrap = current.as(ForceUnwrapExprSyntax.self) { link = unwrap.expression }
            else { return false }
        }
        return false
    }

    /// Whether evaluating the expression only reads names and properties
    /// (`self`, `delegate`, `a.b!.c`): no call whose effect could matter.
    var onlyReadsProperties: Bool {
        if self.is(DeclReferenceExprSyntax.self) { return true }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.base?.onlyReadsProperties ?? false }
        if let unwrap = self.as(ForceUnwrapExprSyntax.self) { return unwrap.expression.onlyReadsProperties }
        if let chain = self.as(OptionalChainingExprSyntax.self) { return chain.expression.onlyReadsProperties }
        if self.is(SuperExprSyntax.self) { return true }
        return false
    }
}

extension Trivia {
    /// Whether the trivia holds a line break.
    var hasNewline: Bool { contains { $0.isNewline } }

    /// The comments in the trivia.
    var comments: [TriviaPiece] { filter(\.isComment) }

    /// The whitespace after the last line break: the indentation of the
    /// token this trivia leads.
    var indentation: Trivia {
        Trivia(pieces: Array(reversed().prefix { !$0.isNewline }.reversed()).filter(\.isWhitespace))
    }
}

/// Parses `text` as one expression. Used only for text the porter builds
/// from known-good pieces (`Self.handle(_:)`, `(x != nil)`).
func parseExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

/// Parses `text` as one type, e.g. `UIView.AnimationOptions`.
func parseType(_ text: String) -> TypeSyntax {
    var parser = Parser(text)
    return TypeSyntax.parse(from: &parser)
}

/// A short rendering of source for a message: whitespace runs collapsed to
/// one space, cut at 80 characters.
func excerpt(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return text.count > 80 ? String(text.prefix(79)) + "…" : text
}
