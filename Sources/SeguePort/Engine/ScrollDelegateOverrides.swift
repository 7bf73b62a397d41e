import SwiftSyntax

/// Rule 8: in a class that inherits from `UITableViewController` or
/// `UICollectionViewController` directly, the scroll-view delegate methods
/// get `override`.
///
/// Segue's `UITableViewController` and `UICollectionViewController` declare the eight `UIScrollViewDelegate`
/// methods (without the Objective-C runtime a subclass's own implementation
/// of a requirement its superclass met with the protocol's default would
/// never be called), so a subclass overrides them.
enum ScrollDelegateOverrides {
    /// The scroll-view delegate methods, by name and argument labels.
    static let methods: Set<String> = [
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewDidChangeAdjustedContentInset(_:)",
    ]

    /// The view controllers that declare them.
    static let controllers: Set<String> = ["UITableViewController", "UICollectionViewController"]

    /// `override` added before the declaration's first modifier or its
    /// `func` (keeping the indentation), or nil when the rule does not apply.
    static func port(original: FunctionDeclSyntax, rewritten: FunctionDeclSyntax) -> (FunctionDeclSyntax, String)? {
        let labels = rewritten.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        let name = "\(rewritten.name.text)(\(labels))"
        guard methods.contains(name),
              !rewritten.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              // Static, private and fileprivate methods are not delegate methods (an override
              // could not be private either).
              !rewritten.modifiers.contains(where: {
                  [.keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
              }),
              let superclass = original.declaringClassSuperclass,
              controllers.contains(superclass) else { return nil }
        var function = rewritten
        let overrideModifier: DeclModifierSyntax
        if let first = function.modifiers.first {
            overrideModifier = DeclModifierSyntax(name: .keyword(.override, leadingTrivia: first.leadingTrivia, trailingTrivia: .space))
            var modifiers = function.modifiers
            modifiers[modifiers.startIndex] = first.with(\.leadingTrivia, [])
            modifiers.insert(overrideModifier, at: modifiers.startIndex)
            function.modifiers = modifiers
        } else {
            overrideModifier = DeclModifierSyntax(name: .keyword(.override, leadingTrivia: function.funcKeyword.leadingTrivia,
                                                                 trailingTrivia: .space))
            function.funcKeyword = function.funcKeyword.with(\.leadingTrivia, [])
            function.modifiers = DeclModifierListSyntax([overrideModifier])
        }
        return (function, "func \(name) → override func \(name) (\(superclass) declares the scroll-view delegate methods)")
    }
}
