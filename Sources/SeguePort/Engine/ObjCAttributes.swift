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

    /// Whether a protocol declares an `optional` requirement, under `#if`
    /// or not (and so must keep its `@objc`).
    static func hasOptionalRequirements(_ protocolDecl: ProtocolDeclSyntax) -> Bool {
        protocolDecl.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.optional) && token.parent?.is(DeclModifierSyntax.self) == true
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
        let removal = Removal(attributes: original.attributes, modifiers: original.modifiers, keepingObjC: keepingObjC)
        guard removal.removesAnything else { return rewritten }
        removal.log(original.attributes, original.modifiers, to: log)
        var result = removal.retrivia(rewritten, attributes: rewritten.attributes, modifiers: rewritten.modifiers)
        result.attributes = removal.keptAttributes(of: result.attributes)
        result.modifiers = removal.keptModifiers(of: result.modifiers)
        return result
    }

    /// Removes the runtime-only attributes from an accessor (`@objc get`).
    static func strip(original: AccessorDeclSyntax, rewritten: AccessorDeclSyntax, log: PortLog) -> AccessorDeclSyntax {
        let removal = Removal(attributes: original.attributes, modifiers: [], keepingObjC: false)
        guard removal.removesAnything else { return rewritten }
        removal.log(original.attributes, [], to: log)
        var result = removal.retrivia(rewritten, attributes: rewritten.attributes, modifiers: [])
        result.attributes = removal.keptAttributes(of: result.attributes)
        return result
    }

    /// Which attributes and modifiers of one declaration go.
    private struct Removal {
        let removesAttribute: [Bool]
        let removesModifier: [Bool]

        init(attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, keepingObjC: Bool) {
            removesAttribute = attributes.map { element in
                guard let name = ObjCAttributes.name(of: element), removable.contains(name) else { return false }
                return !(keepingObjC && name == "objc")
            }
            removesModifier = modifiers.map { $0.name.tokenKind == .keyword(.dynamic) }
        }

        var removesAnything: Bool { removesAttribute.contains(true) || removesModifier.contains(true) }

        func log(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, to log: PortLog) {
            for (element, removed) in zip(attributes, removesAttribute) where removed {
                log.changed(element, "removed \(element.trimmedDescription)")
            }
            for (modifier, removed) in zip(modifiers, removesModifier) where removed {
                log.changed(modifier, "removed \(modifier.trimmedDescription)")
            }
        }

        func keptAttributes(of attributes: AttributeListSyntax) -> AttributeListSyntax {
            AttributeListSyntax(zip(attributes, removesAttribute).filter { !$0.1 }.map(\.0))
        }

        func keptModifiers(of modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
            DeclModifierListSyntax(zip(modifiers, removesModifier).filter { !$0.1 }.map(\.0))
        }

        /// `node` with the trivia around the text to remove moved where it
        /// belongs once that text is gone (see `strip`). `attributes` and
        /// `modifiers` are `node`'s own.
        func retrivia<Node: SyntaxProtocol>(_ node: Node, attributes: AttributeListSyntax,
                                            modifiers: DeclModifierListSyntax) -> Node {
            // The attributes and modifiers in order, then the token after them.
            var segments: [(first: TokenSyntax, last: TokenSyntax, removed: Bool)] = []
            let elements = Array(zip(attributes.map(Syntax.init), removesAttribute))
                + Array(zip(modifiers.map(Syntax.init), removesModifier))
            for (element, removed) in elements {
                guard let first = element.firstToken(viewMode: .sourceAccurate),
                      let last = element.lastToken(viewMode: .sourceAccurate) else { continue }
                segments.append((first, last, removed))
            }
            guard let rest = segments.last?.last.nextToken(viewMode: .sourceAccurate) else { return node }

            let editor = TriviaEditor()
            var index = 0
            while index < segments.count {
                guard segments[index].removed else { index += 1; continue }
                var end = index
                while end < segments.count, segments[end].removed { end += 1 }
                let run = segments[index..<end]
                let next = end < segments.count ? segments[end].first : rest
                // Comments written on the removed text survive.
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
            return editor.rewrite(node, detach: true).cast(Node.self)
        }
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
