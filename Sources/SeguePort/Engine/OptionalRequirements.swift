import SwiftParser
import SwiftSyntax

/// Rule 14: the `optional` requirements of a user's own `@objc` protocols.
///
/// On iOS an `@objc` protocol can leave a requirement `optional`; a caller
/// asks for it through an optional chain on the member
/// (`delegate?.sheetDidMove?(to: y)`), which is `nil` when the conformer
/// lacks it. Without the Objective-C runtime a requirement is always
/// implemented, so the porter gives each optional requirement a default in
/// an extension of the protocol that does what the runtime does for a
/// missing method:
///
/// - a method that returns nothing (`Void`) does nothing;
/// - a method whose result is optional, and a get-only property of an
///   optional type, answer `nil` (the value of the optional chain on iOS);
/// - a method with any other result has no value that means "missing", so
///   the requirement becomes `throws` and its default throws: a conformer's
///   own method, which does not throw, still satisfies it.
///
/// The `optional` modifier goes, the protocol loses `@objc`, and calls
/// written `x?.name?(…)` or `x.name!(…)` become `x?.name(…)` and
/// `x.name(…)` in every file ported together (matched by name and argument
/// labels, so a closure property called `onFinish?()` is untouched); a call
/// of a throwing one becomes `(try? x?.name(…))` or `(try! x.name(…))`,
/// which is `nil` or a trap where iOS's chain is `nil` or traps. A property
/// of a non-optional type is reported, as before.
///
/// The extension is marked with ``marker`` so that a file ported later (a
/// file added to a project, say) still finds the requirement names in the
/// ported protocol's file.
enum OptionalRequirements {
    /// The comment that starts a generated extension.
    static let marker = "// segue-port: defaults for the optional requirements of "

    /// What a requirement's name is followed by, in ``names(in:)``, when its
    /// default throws (a method with a non-optional result).
    static let throwingSuffix = " throws"

    /// The full names (`name(label:)`, or the property's name) of the
    /// requirements in `tree` that have, or were given, a default; a
    /// requirement whose default throws is named `name(label:) throws`.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.protocol), let decl = token.parent?.as(ProtocolDeclSyntax.self) {
                for member in portable(in: decl) {
                    names.insert(fullName(of: member) + (defaultThrows(member) ? throwingSuffix : ""))
                }
            } else if token.tokenKind == .keyword(.extension), let decl = token.parent?.as(ExtensionDeclSyntax.self),
                      decl.leadingTrivia.description.contains(marker) {
                for member in decl.memberBlock.members {
                    let throwing = member.decl.as(FunctionDeclSyntax.self)?.signature.effectSpecifiers?.throwsClause != nil
                    names.insert(fullName(of: member.decl) + (throwing ? throwingSuffix : ""))
                }
            }
        }
        names.remove("")
        names.remove(throwingSuffix)
        return names
    }

    /// Whether `decl`'s default throws: a method whose result is neither
    /// nothing nor optional.
    static func defaultThrows(_ decl: DeclSyntax) -> Bool {
        guard let result = decl.as(FunctionDeclSyntax.self)?.signature.returnClause?.type else { return false }
        return !isVoid(result) && !isOptional(result)
    }

    /// The optional requirements of `decl`, when every one of them gets a
    /// default; empty otherwise (a protocol keeps `@objc` and all its
    /// optional requirements when one of them cannot have a default, or is
    /// declared under `#if`).
    static func portable(in decl: ProtocolDeclSyntax) -> [DeclSyntax] {
        let optionalModifiers = decl.memberBlock.tokens(viewMode: .sourceAccurate).filter { token in
            token.tokenKind == .keyword(.optional) && token.parent?.is(DeclModifierSyntax.self) == true
        }.count
        let members = decl.memberBlock.members.map(\.decl).filter { member in
            guard let modifiers = member.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return false }
            return ObjCAttributes.isOptionalRequirement(modifiers)
        }
        guard members.count == optionalModifiers, members.allSatisfy({ defaultBody(for: $0) != nil }) else { return [] }
        return members
    }

    /// Whether `decl` is an optional requirement that gets a default.
    static func isPortable(_ decl: some DeclSyntaxProtocol) -> Bool {
        guard let owner = decl.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self) else { return false }
        return portable(in: owner).contains { $0.id == decl.id }
    }

    /// `name(label:label:)` for a method, the name for a property.
    static func fullName(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return pattern.identifier.text
        }
        return ""
    }

    /// The body of the default: `{}` for a method returning nothing,
    /// `{ nil }` for an optional result, a `throw` for any other result; nil
    /// when there is no such default.
    private static func defaultBody(for decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard let result = function.signature.returnClause?.type else { return "{}" }
            if isVoid(result) { return "{}" }
            if isOptional(result) { return "{ nil }" }
            let name = fullName(of: decl)
            return "{ throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: \"the optional requirement '\(name)' is not implemented\"]) }"
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
           let type = binding.typeAnnotation?.type, isOptional(type),
           case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           accessors.allSatisfy({ $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
            return "{ nil }"
        }
        return nil
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text == "Void" || text == "()"
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// The extension giving `decl`'s portable optional requirements their
    /// defaults, as source text (members public when the protocol is).
    static func defaultsExtension(for decl: ProtocolDeclSyntax, indentation: Trivia) -> DeclSyntax? {
        let members = portable(in: decl)
        guard !members.isEmpty else { return nil }
        let isPublic = decl.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        var lines = ["\(marker)\(decl.name.text) (no Objective-C runtime on Linux)",
                     "extension \(decl.name.text) {"]
        for member in members {
            lines.append("    " + (isPublic ? "public " : "") + declaration(of: member) + " " + defaultBody(for: member)!)
        }
        lines.append("}")
        let text = lines.enumerated().map { ($0.offset == 0 ? "" : indentation.description) + $0.element }
            .joined(separator: "\n")
        var parser = Parser(text)
        let ext = DeclSyntax.parse(from: &parser)
        let leading: Trivia = .newlines(2) + indentation + ext.leadingTrivia
        return ext.with(\.leadingTrivia, leading)
    }

    /// The requirement's declaration without its attributes, its
    /// `optional` modifier and (for a property) its accessors.
    private static func declaration(of member: DeclSyntax) -> String {
        if var function = member.as(FunctionDeclSyntax.self) {
            function.attributes = []
            function.modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
            function.body = nil
            if defaultThrows(member) { function = addingThrows(to: function) }
            return function.trimmedDescription
        }
        var variable = member.as(VariableDeclSyntax.self)!
        variable.attributes = []
        variable.modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
        var binding = variable.bindings.first!
        binding.accessorBlock = nil
        variable.bindings = PatternBindingListSyntax([binding.with(\.trailingComma, nil)])
        return variable.trimmedDescription
    }

    /// `function` declared `throws` (after its `async`, if any).
    static func addingThrows(to function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        guard function.signature.effectSpecifiers?.throwsClause == nil else { return function }
        var effects = function.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
        effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, trailingTrivia: .space))
        var result = function
        result.signature.effectSpecifiers = effects
        return result
    }

    /// `decl` (an optional requirement with a default, already ported)
    /// without its `optional` modifier, and declared `throws` when its
    /// default throws.
    static func removeOptional<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D {
        if let function = decl.as(FunctionDeclSyntax.self), defaultThrows(DeclSyntax(function)),
           let throwing = DeclSyntax(addingThrows(to: function)).as(D.self) {
            return removingOptionalModifier(throwing)
        }
        return removingOptionalModifier(decl)
    }

    private static func removingOptionalModifier<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: D
    ) -> D {
        guard let index = decl.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.optional) }) else { return decl }
        var result = decl
        let removed = decl.modifiers[index]
        var kept = Array(decl.modifiers)
        kept.remove(at: decl.modifiers.distance(from: decl.modifiers.startIndex, to: index))
        let wasFirst = index == decl.modifiers.startIndex && decl.attributes.isEmpty
        result.modifiers = DeclModifierListSyntax(kept)
        // The modifier may have carried the declaration's leading trivia (its indentation).
        return wasFirst ? result.with(\.leadingTrivia, removed.leadingTrivia) : result
    }
}

extension OptionalRequirements {
    /// `rewritten` (a statement list, ported) with the defaults extension of
    /// each protocol that `original` declares with portable optional
    /// requirements placed right after the protocol.
    static func port(original: CodeBlockItemListSyntax, rewritten: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var extensions: [String: DeclSyntax] = [:]
        for item in original {
            guard let decl = item.item.as(ProtocolDeclSyntax.self),
                  let ext = defaultsExtension(for: decl, indentation: item.leadingTrivia.indentation) else { continue }
            extensions[decl.name.text] = ext
        }
        guard !extensions.isEmpty else { return rewritten }
        var items: [CodeBlockItemSyntax] = []
        for item in rewritten {
            items.append(item)
            if let decl = item.item.as(ProtocolDeclSyntax.self), let ext = extensions.removeValue(forKey: decl.name.text) {
                items.append(CodeBlockItemSyntax(item: .decl(ext)))
            }
        }
        return CodeBlockItemListSyntax(items)
    }
}
