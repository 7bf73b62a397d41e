import SwiftSyntax

/// Rule 2b: a `#selector` used as a value (stored in a property, compared,
/// passed to `perform(_:)`, `responds(to:)`, `NSStringFromSelector`, or to
/// a target–action call whose target is not `self`) becomes Segue's
/// `Selector` made from a method reference:
///
/// ```swift
/// #selector(handlePan(_:))          → Selector("handlePan:", CardView.handlePan(_:))   (inside CardView)
/// #selector(self?.close)            → Selector("close", CardView.close)
/// #selector(CardView.flip(_:with:)) → Selector("flip:with:", CardView.flip(_:with:))
/// ```
///
/// The name is the one Swift gives the method in Objective-C: the base
/// name, then for each argument its label and a colon, the first label
/// (unless `_`) joined as `With` + the label capitalized (`fade(to:)` →
/// `"fadeWithTo:"`). A reference without an argument list names the base
/// alone, as Swift does for a method with no arguments. The method
/// reference registers the implementation for its type, so a selector of
/// that name made anywhere (`NSSelectorFromString`, a string literal)
/// reaches it (Sources/OpenUIKit/ObjectiveC/Selector.swift).
enum SelectorValues {
    /// The ported value of `selector` and the log line, or nil when its
    /// shape has no method reference (`#selector(getter:)`, an expression).
    static func port(_ selector: MacroExpansionExprSyntax) -> (ExprSyntax, String)? {
        guard selector.arguments.count == 1, let argument = selector.arguments.first, argument.label == nil,
              selector.trailingClosure == nil else { return nil }
        // Target–action parameters take method references (Selectors.swift),
        // not Selector values: those stay reported when no reference fits.
        if let label = selector.parent?.as(LabeledExprSyntax.self)?.label?.text,
           Selectors.actionLabels.contains(label) { return nil }
        let reference: String
        let name: DeclReferenceExprSyntax
        let expression = argument.expression
        if let plain = expression.as(DeclReferenceExprSyntax.self), case .identifier = plain.baseName.tokenKind {
            guard let type = enclosingType(selector) else { return nil }
            name = plain
            reference = "\(type).\(plain.trimmedDescription)"
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.isSelf || base.as(OptionalChainingExprSyntax.self)?.expression.isSelf == true
                || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) {
                guard let type = enclosingType(selector) else { return nil }
                reference = "\(type).\(member.declName.trimmedDescription)"
            } else if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
                reference = "\(type.baseName.text).\(member.declName.trimmedDescription)"
            } else {
                return nil
            }
            name = member.declName
        } else {
            return nil
        }
        let selectorName = objectiveCName(name)
        let value = "Selector(\"\(selectorName)\", \(reference))"
        return (parseExpression(value), "\(selector.trimmedDescription) → \(value)")
    }

    /// The Objective-C name Swift gives `reference` (`handle(_:forEvent:)` →
    /// `"handle:forEvent:"`, `fade(to:)` → `"fadeWithTo:"`, `close` → `"close"`).
    static func objectiveCName(_ reference: DeclReferenceExprSyntax) -> String {
        objectiveCName(base: reference.baseName.text, labels: reference.argumentNames?.arguments.map(\.name.text) ?? [])
    }

    /// The Objective-C name of the method `base(labels…)`.
    static func objectiveCName(base: String, labels: [String]) -> String {
        guard !labels.isEmpty else { return base }
        var name = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                name += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                name += (label == "_" ? "" : label) + ":"
            }
        }
        return name
    }

    /// The name of the type whose body holds `node` (a class, structure,
    /// enum, actor, or the type an extension extends): the method
    /// reference's type. (Not `Self`, which a stored property's initial
    /// value cannot name.)
    private static func enclosingType(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }
}
