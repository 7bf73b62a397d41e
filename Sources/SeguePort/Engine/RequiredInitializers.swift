import SwiftSyntax

/// Rule 7: the initialisers Segue creates registered reusable views with
/// are `required`, so an `override` of one becomes `required`.
///
/// Without the Objective-C runtime a table or collection view can only
/// create a registered subclass from its class through a required
/// initialiser: `init(style:reuseIdentifier:)` for `UITableViewCell`,
/// `init(reuseIdentifier:)` for `UITableViewHeaderFooterView` and
/// `init(frame:)` for `UICollectionViewCell` and
/// `UICollectionReusableView`; a storyboard makes a custom segue through
/// `init(identifier:source:destination:)`, and a gesture recognizer of a
/// `customClass` through `init(target:action:)`. A class that inherits from one
/// of those through the project's own classes (ported together, or in the
/// same file) is rewritten too. In an `open` or `public` class the
/// initialiser becomes `public` as well when it had no access modifier, as
/// Swift requires of a required initialiser there.
enum RequiredInitializers {
    /// The UIKit classes and the argument labels of their required initialiser.
    static let initializers: [String: [String]] = [
        "UITableViewCell": ["style", "reuseIdentifier"],
        "UITableViewHeaderFooterView": ["reuseIdentifier"],
        "UICollectionViewCell": ["frame"],
        "UICollectionReusableView": ["frame"],
        // A storyboard makes a custom segue from its class.
        "UIStoryboardSegue": ["identifier", "source", "destination"],
    ]

    /// `required` in place of `override` (keeping its trivia), or nil when
    /// the rule does not apply. `original` is the node of the source as
    /// written (for its parents), `rewritten` the one to change.
    static func port(original: InitializerDeclSyntax, rewritten: InitializerDeclSyntax,
                     superclasses: [String: String] = [:]) -> (InitializerDeclSyntax, String)? {
        guard let overrideIndex = rewritten.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
              !rewritten.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
              rewritten.optionalMark == nil,
              let parent = original.declaringClassSuperclass,
              let superclass = uiKitAncestor(of: parent, superclasses: superclasses),
              let labels = initializers[superclass] else { return nil }
        let written = rewritten.signature.parameterClause.parameters.map(\.firstName.text)
        guard written == labels else { return nil }
        let old = rewritten.modifiers[overrideIndex]
        var modifiers = rewritten.modifiers
        modifiers[overrideIndex] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia,
                                                             trailingTrivia: old.name.trailingTrivia))
        let accessKeywords: [Keyword] = [.public, .open, .internal, .fileprivate, .private, .package]
        let hasAccess = modifiers.contains { modifier in accessKeywords.contains { modifier.name.tokenKind == .keyword($0) } }
        if !hasAccess, original.declaringClassIsPublic {
            let publicModifier = DeclModifierSyntax(name: .keyword(.public, leadingTrivia: old.name.leadingTrivia,
                                                                    trailingTrivia: .space))
            modifiers[overrideIndex] = modifiers[overrideIndex].with(\.name, modifiers[overrideIndex].name.with(\.leadingTrivia, []))
            modifiers.insert(publicModifier, at: overrideIndex)
        }
        let name = "init(\(labels.map { "\($0):" }.joined()))"
        return (rewritten.with(\.modifiers, modifiers),
                "override \(name) → required \(name) (\(reason(for: superclass)) through it)")
    }
}

extension RequiredInitializers {
    /// Why the initialiser is required, for the report.
    static func reason(for superclass: String) -> String {
        if superclass == "UIStoryboardSegue" { return "a storyboard creates custom segues" }
        return "\(superclass) creates registered subclasses"
    }

    /// The first of `name` and its ancestors (through `superclasses`) that
    /// is one of the UIKit classes of ``initializers``; nil if none is.
    static func uiKitAncestor(of name: String, superclasses: [String: String]) -> String? {
        var current = name
        for _ in 0..<16 {
            if initializers[current] != nil { return current }
            guard let next = superclasses[current] else { return nil }
            current = next
        }
        return nil
    }

    /// The superclass, as written, of each class declared in `tree`.
    static func superclasses(in tree: SourceFileSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.class) {
            guard let decl = token.parent?.as(ClassDeclSyntax.self),
                  let first = decl.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) else { continue }
            result[decl.name.text] = first.name.text
        }
        return result
    }
}

extension SyntaxProtocol {
    /// For a member of a class, whether the class is `open` or `public`.
    var declaringClassIsPublic: Bool {
        guard let decl = parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self)?
            .parent?.as(MemberBlockSyntax.self)?.parent?.as(ClassDeclSyntax.self) else { return false }
        return decl.modifiers.contains { $0.name.tokenKind == .keyword(.open) || $0.name.tokenKind == .keyword(.public) }
    }

    /// For a member of a class, the first type in the class's inheritance
    /// clause (its superclass, when it has one), as written.
    var declaringClassSuperclass: String? {
        parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self)?
            .parent?.as(MemberBlockSyntax.self)?.parent?.as(ClassDeclSyntax.self)?
            .inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
    }
}
