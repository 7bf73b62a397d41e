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
/// `init(identifier:source:destination:)`. Only classes that inherit directly from
/// those are rewritten: the parent of any other class is not known here.
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
    static func port(original: InitializerDeclSyntax, rewritten: InitializerDeclSyntax)
        -> (InitializerDeclSyntax, String)? {
        guard let overrideIndex = rewritten.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
              !rewritten.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
              rewritten.optionalMark == nil,
              let superclass = original.declaringClassSuperclass,
              let labels = initializers[superclass] else { return nil }
        let written = rewritten.signature.parameterClause.parameters.map(\.firstName.text)
        guard written == labels else { return nil }
        let old = rewritten.modifiers[overrideIndex]
        var modifiers = rewritten.modifiers
        modifiers[overrideIndex] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia,
                                                             trailingTrivia: old.name.trailingTrivia))
        let name = "init(\(labels.map { "\($0):" }.joined()))"
        return (rewritten.with(\.modifiers, modifiers),
                "override \(name) → required \(name) (\(superclass == "UIStoryboardSegue" ? "a storyboard creates custom segues" : "\(superclass) creates registered subclasses") through it)")
    }
}

extension SyntaxProtocol {
    /// For a member of a class, the first type in the class's inheritance
    /// clause (its superclass, when it has one), as written.
    var declaringClassSuperclass: String? {
        parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self)?
            .parent?.as(MemberBlockSyntax.self)?.parent?.as(ClassDeclSyntax.self)?
            .inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
    }
}
