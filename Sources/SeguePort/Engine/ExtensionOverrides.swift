import SwiftSyntax

/// Rule 13: an `override` written in an extension moves into the class's
/// body.
///
/// Swift lets an extension override a member only through the Objective-C
/// runtime (`@objc` members of an `NSObject` subclass); without it the
/// compiler answers "non-@objc declarations from extensions cannot be
/// overridden" or "overriding declarations in extensions is not supported".
/// When the file declares the class at top level, each `override` member of
/// a top-level `extension Class` (one without a `where` clause) moves to the
/// end of the class's body, and an extension left with no members and no
/// conformances goes. Otherwise the member is reported with the rewrite to
/// make.
enum ExtensionOverrides {
    static func reason(_ type: String) -> String {
        "overriding a member in an extension needs the Objective-C runtime; move it into the body of class \(type), where it is declared"
    }

    /// `rewritten` (the file's top-level statements, ported) with the
    /// overrides moved; `original` is the list as written, for the log.
    static func port(original: CodeBlockItemListSyntax, rewritten: CodeBlockItemListSyntax,
                     log: PortLog) -> CodeBlockItemListSyntax {
        guard original.parent?.is(SourceFileSyntax.self) == true else { return rewritten }
        let originalExtensions = original.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
        guard originalExtensions.contains(where: { !overrides(in: $0).isEmpty }) else { return rewritten }
        var items = Array(rewritten)
        var classes: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if let decl = item.item.as(ClassDeclSyntax.self) { classes[decl.name.text] = index }
        }
        var extensionOrdinal = 0
        var removed: [Int] = []
        for index in items.indices {
            guard let ext = items[index].item.as(ExtensionDeclSyntax.self) else { continue }
            let source = originalExtensions[extensionOrdinal]
            extensionOrdinal += 1
            let moved = overrides(in: ext)
            guard !moved.isEmpty else { continue }
            let type = ext.extendedType.trimmedDescription
            guard let classIndex = classes[type], ext.genericWhereClause == nil,
                  var classDecl = items[classIndex].item.as(ClassDeclSyntax.self) else {
                for member in overrides(in: source) {
                    log.unportable(member.decl, what: "'\(excerpt(member.decl).prefix(60))' in an extension", reason: reason(type))
                }
                continue
            }
            for member in overrides(in: source) {
                log.changed(member.decl, "moved an override from extension \(type) into class \(type) (overrides in extensions need the Objective-C runtime)")
            }
            let movedIDs = Set(moved.map(\.id))
            classDecl.memberBlock.members = MemberBlockItemListSyntax(Array(classDecl.memberBlock.members) + moved)
            if !classDecl.memberBlock.rightBrace.leadingTrivia.hasNewline {
                // `class C {}`: the brace goes on its own line, below the moved members.
                classDecl.memberBlock.rightBrace.leadingTrivia = Trivia.newline + items[classIndex].leadingTrivia.indentation
            }
            items[classIndex] = items[classIndex].with(\.item, .decl(DeclSyntax(classDecl)))
            let kept = ext.memberBlock.members.filter { !movedIDs.contains($0.id) }
            if kept.isEmpty, ext.inheritanceClause == nil, ext.attributes.isEmpty {
                removed.append(index)
            } else {
                items[index] = items[index].with(\.item, .decl(DeclSyntax(
                    ext.with(\.memberBlock.members, MemberBlockItemListSyntax(Array(kept))))))
            }
        }
        for index in removed.reversed() { items.remove(at: index) }
        return CodeBlockItemListSyntax(items)
    }

    /// The members of `ext` declared with `override`.
    private static func overrides(in ext: ExtensionDeclSyntax) -> [MemberBlockItemSyntax] {
        ext.memberBlock.members.filter { member in
            guard let modifiers = member.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return false }
            return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        }
    }
}
