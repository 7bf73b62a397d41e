import SwiftSyntax

/// Rule 1: the attributes and modifiers that only mean something to the
/// Objective-C runtime or to Interface Builder, and their removal.
enum ObjCAttributes {
    /// Attributes removed wherever they appear.
    static let removable: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    ]

    /// The attribute's name: `objc` for `@objc(name)`.
    static func name(of element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// Whether the declaration is an `optional` protocol requirement.
    static func isOptionalRequirement(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }

    /// Whether a protocol declares an `optional` requirement (and so must
    /// keep its `@objc`).
    static func hasOptionalRequirements(_ protocolDecl: ProtocolDeclSyntax) -> Bool {
        protocolDecl.memberBlock.members.contains { member in
            member.decl.asProtocol((any WithModifiersSyntax).self).map { isOptionalRequirement($0.modifiers) } ?? false
        }
    }

    /// Removes the runtime-only attributes and the `dynamic` modifier from a
    /// declaration whose children are already ported.
    ///
    /// - Parameters:
    ///   - original: The declaration as it is in the source, which says
    ///     what to remove and where (for the log).
    ///   - rewritten: The same declaration with its children ported.
    ///   - keepingObjC: Whether `@objc` stays (on a protocol with optional
    ///     requirements).
    ///
    /// Trivia follows the removed text sensibly: the declaration keeps its
    /// leading trivia (indentation, doc comment), a line break before a
    /// removed attribute stays, the space after it goes, and a comment on
    /// it is kept on its own line.
    static func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        original: D, rewritten: D, keepingObjC: Bool, log: PortLog
    ) -> D {
        let removesAttribute = original.attributes.map { element -> Bool in
            guard let name = name(of: element), removable.contains(name) else { return false }
            return !(keepingObjC && name == "objc")
        }
        let removesModifier = original.modifiers.map { $0.name.tokenKind == .keyword(.dynamic) }
        guard removesAttribute.contains(true) || removesModifier.contains(true) else { return rewritten }

        for (element, removed) in zip(original.attributes, removesAttribute) where removed {
            log.changed(element, "removed \(element.trimmedDescription)")
        }
        for (modifier, removed) in zip(original.modifiers, removesModifier) where removed {
            log.changed(modifier, "removed \(modifier.trimmedDescription)")
        }

        // The attributes and modifiers in order, then the token after them.
        var segments: [(first: TokenSyntax, last: TokenSyntax, removed: Bool)] = []
        for (element, removed) in zip(rewritten.attributes, removesAttribute) {
            guard let first = element.firstToken(viewMode: .sourceAccurate),
                  let last = element.lastToken(viewMode: .sourceAccurate) else { continue }
            segments.append((first, last, removed))
        }
        for (modifier, removed) in zip(rewritten.modifiers, removesModifier) {
            guard let first = modifier.firstToken(viewMode: .sourceAccurate),
                  let last = modifier.lastToken(viewMode: .sourceAccurate) else { continue }
            segments.append((first, last, removed))
        }
        guard let rest = segments.last?.last.nextToken(viewMode: .sourceAccurate) else { return rewritten }

        let editor = TriviaEditor()
        var index = 0
        while index < segments.count {
            guard segments[index].removed else { index += 1; continue }
            var end = index
            while end < segments.count, segments[end].removed { end += 1 }
            let run = segments[index..<end]
            let next = end < segments.count ? segments[end].first : rest
            // Comments written on the removed text survive on a line of their own.
            var comments = run.flatMap { $0.last.trailingTrivia.comments }
            if index > 0 { comments = run.first!.first.leadingTrivia.comments + comments }

            var leading: Trivia
            if index == 0 {
                leading = run.first!.first.leadingTrivia
            } else {
                let previous = segments[index - 1].last
                leading = next.leadingTrivia
                if !leading.hasNewline, run.first!.first.leadingTrivia.hasNewline {
                    leading = Trivia(pieces: run.first!.first.leadingTrivia.filter(\.isWhitespace)) + leading
                } else if leading.hasNewline, previous.trailingTrivia.allSatisfy(\.isWhitespace) {
                    editor.trailing[previous.id] = []
                }
            }
            if !comments.isEmpty {
                if index == 0 || leading.hasNewline {
                    let indentation = leading.indentation.pieces
                    leading = leading + Trivia(pieces: comments.flatMap { [$0, .newlines(1)] + indentation })
                } else {
                    // Only block comments can stand on the line of the next token.
                    leading = Trivia(pieces: comments.flatMap { [$0, .spaces(1)] }) + leading
                }
            }
            editor.leading[next.id] = leading
            index = end
        }

        var result = editor.rewrite(rewritten, detach: true).cast(D.self)
        result.attributes = AttributeListSyntax(
            zip(result.attributes, removesAttribute).filter { !$0.1 }.map(\.0))
        result.modifiers = DeclModifierListSyntax(
            zip(result.modifiers, removesModifier).filter { !$0.1 }.map(\.0))
        return result
    }
}

/// Replaces the leading or trailing trivia of given tokens of one tree.
final class TriviaEditor: SyntaxRewriter {
    var leading: [SyntaxIdentifier: Trivia] = [:]
    var trailing: [SyntaxIdentifier: Trivia] = [:]

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        var edited = token
        if let trivia = leading[token.id] { edited.leadingTrivia = trivia }
        if let trivia = trailing[token.id] { edited.trailingTrivia = trivia }
        return edited
    }
}
