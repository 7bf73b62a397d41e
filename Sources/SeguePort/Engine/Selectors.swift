import SwiftSyntax

/// Rules 2 and 3: `#selector` in target–action calls becomes a method
/// reference, and `responds(to:)` is answered for the protocols Segue always
/// implements.
enum Selectors {
    /// The argument labels that take a target–action selector.
    static let actionLabels: Set<String> = ["action", "selector"]

    /// Calls whose unlabeled first argument is the target:
    /// `addTarget(_:action:for:)`, `removeTarget(_:action:for:)`,
    /// `addObserver(_:selector:name:object:)`.
    static let targetFirstCalls: Set<String> = ["addTarget", "removeTarget", "addObserver"]

    /// The protocols whose every member Segue implements, so that
    /// `responds(to:)` for one of their members is always true.
    static let alwaysImplementedProtocols: Set<String> = [
        "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerInteractiveTransitioning", "UIViewControllerContextTransitioning",
        "UINavigationControllerDelegate", "UITabBarControllerDelegate", "UIGestureRecognizerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIScrollViewDelegate",
    ]

    /// The method a `#selector(…)` names.
    enum Method {
        /// A name the call's target must declare: `handle(_:)`,
        /// `self.handle(_:)`, `Self.handle(_:)`.
        case unqualified(DeclReferenceExprSyntax)
        /// A name qualified by its type: `MyType.handle(_:)`.
        case qualified(MemberAccessExprSyntax)
    }

    /// The method a `#selector(…)` names, or why it names none that a method
    /// reference can stand for.
    static func method(of selector: MacroExpansionExprSyntax) -> Result<Method, Unported> {
        guard selector.arguments.count == 1, let argument = selector.arguments.first,
              selector.trailingClosure == nil else { return .failure(Unported(Unportable.selectorShape)) }
        if let label = argument.label?.text {
            return .failure(Unported(label == "getter" || label == "setter"
                                     ? Unportable.selectorAccessor : Unportable.selectorShape))
        }
        let expression = argument.expression
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            return .success(.unqualified(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let isSelfType = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
            if base.isSelf || isSelfType { return .success(.unqualified(member.declName)) }
            if namesType(base) { return .success(.qualified(member)) }
        }
        return .failure(Unported(Unportable.selectorShape))
    }

    /// The target of the target–action call that `argument` (a selector
    /// argument) belongs to: the `target:` argument, or the first argument
    /// of `addTarget`, `removeTarget` and `addObserver`.
    static func target(of argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let label = argument.label?.text, actionLabels.contains(label) else { return nil }
        if let target = call.arguments.first(where: { $0.label?.text == "target" }) { return target.expression }
        if let name = call.calleeName, targetFirstCalls.contains(name),
           let first = call.arguments.first, first.label == nil, first.id != argument.id {
            return first.expression
        }
        return nil
    }

    /// The method reference a target–action `#selector(…)` becomes
    /// (`Self.handle(_:)`, `MyType.handle(_:)`), or why it cannot become one.
    static func reference(for selector: MacroExpansionExprSyntax) -> Result<ExprSyntax, Unported> {
        let method: Method
        switch Self.method(of: selector) {
        case .success(let named): method = named
        case .failure(let unported): return .failure(unported)
        }
        guard let argument = selector.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let target = target(of: argument, in: call) else {
            return .failure(Unported(Unportable.selectorOutsideTargetAction))
        }
        switch method {
        case .qualified(let member):
            return .success(parseExpression(member.trimmedDescription))
        case .unqualified(let name) where target.isSelf:
            return .success(parseExpression("Self.\(name.trimmedDescription)"))
        case .unqualified(let name):
            return .failure(Unported(Unportable.selectorTarget(excerpt(target), method: name.trimmedDescription)))
        }
    }

    /// Whether `expression` reads as a type: `MyType`, `Module.MyType`
    /// (a capitalized name, by Swift's naming convention).
    private static func namesType(_ expression: ExprSyntax) -> Bool {
        let name: TokenSyntax
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, namesType(base) {
            name = member.declName.baseName
        } else {
            return false
        }
        guard case .identifier = name.tokenKind, let first = name.text.first else { return false }
        return first.isUppercase
    }

    // MARK: responds(to:)

    /// What becomes of a `responds(to:)` call.
    enum Answer {
        /// Not a `responds(to:)` call.
        case notApplicable
        /// Always true: the receiver is not optional.
        case alwaysTrue
        /// True when the optional receiver is there: `(receiver != nil)`.
        case receiverIsPresent(ExprSyntax)
        /// Cannot be answered; the `#selector` in it (if any) is part of
        /// this report.
        case unportable(Unported, selector: MacroExpansionExprSyntax?)
    }

    /// Judges `receiver.responds(to: #selector(P.member))`.
    static func answer(_ call: FunctionCallExprSyntax) -> Answer {
        guard call.calleeName == "responds", call.argumentLabels == ["to"], !call.hasTrailingClosure else {
            return .notApplicable
        }
        let selector = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self)
        guard let selector, selector.isSelector,
              case .success(.qualified(let member)) = method(of: selector),
              let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              alwaysImplementedProtocols.contains(owner) else {
            return .unportable(Unported(Unportable.respondsTo), selector: selector?.isSelector == true ? selector : nil)
        }
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return .alwaysTrue }   // self's own
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else {
            return .unportable(Unported(Unportable.respondsTo), selector: selector)
        }
        if let chain = base.as(OptionalChainingExprSyntax.self) { return .receiverIsPresent(chain.expression) }
        if base.isOptionalChain { return .receiverIsPresent(base) }
        if base.onlyReadsProperties { return .alwaysTrue }
        return .unportable(Unported(Unportable.respondsToReceiverCall), selector: selector)
    }
}

/// Why a construct is left as it is.
struct Unported: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
