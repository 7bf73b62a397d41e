import SwiftSyntax

/// Rule 5: applies `RenameTable` to one node at a time.
///
/// Each function returns the node's replacement, with the node's own leading
/// and trailing trivia, or `nil` to leave the node alone. Names in
/// `declared` (those the file declares itself) are never renamed.
struct Renames {
    /// The old names the file declares itself.
    let declared: Set<String>

    /// `UIViewAnimationOptions` in type position → `UIView.AnimationOptions`.
    func type(_ node: IdentifierTypeSyntax) -> (TypeSyntax, summary: String)? {
        let old = node.name.text
        guard node.genericArgumentClause == nil, !declared.contains(old), let new = RenameTable.types[old] else {
            return nil
        }
        return (parseType(new).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia),
                "\(old) → \(new)")
    }

    /// A renamed type or constant in expression position:
    /// `UIViewAnimationOptions` → `UIView.AnimationOptions`,
    /// `kCAFillModeForwards` → `CAMediaTimingFillMode.forwards`, and in
    /// `CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)` → `.easeOut`.
    func reference(_ node: DeclReferenceExprSyntax) -> (ExprSyntax, summary: String)? {
        let old = node.baseName.text
        guard node.argumentNames == nil, !declared.contains(old) else { return nil }
        let new: String
        if let type = RenameTable.types[old] {
            new = type
        } else if let constant = RenameTable.constants[old] {
            new = Self.isImplicitMemberArgument(node, ofType: constant.type) ? ".\(constant.member)" : constant.qualified
        } else {
            return nil
        }
        return (parseExpression(new).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia),
                "\(old) → \(new)")
    }

    /// `NSNotification.Name.UIKeyboardWillShow`, `Notification.Name.…` or
    /// `.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`.
    func notificationName(_ node: MemberAccessExprSyntax) -> (ExprSyntax, summary: String)? {
        guard node.declName.argumentNames == nil,
              let new = RenameTable.notificationNames[node.declName.baseName.text] else { return nil }
        if let base = node.base, !RenameTable.notificationNameOwners.contains(base.trimmedDescription) { return nil }
        return (parseExpression(new.qualified).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia),
                "\(node.trimmedDescription) → \(new.qualified)")
    }

    /// `CGRectMake(a, b, c, d)` → `CGRect(x: a, y: b, width: c, height: d)`,
    /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)`, `CGRectGetMidX(r)`
    /// → `r.midX`. `call` has its arguments already ported. Calls with
    /// labels, a trailing closure or another number of arguments are left
    /// alone (they do not call the C function).
    func cFunctionCall(_ call: FunctionCallExprSyntax) -> (ExprSyntax, summary: String)? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
              !declared.contains(callee.baseName.text), let form = RenameTable.functions[callee.baseName.text],
              call.leftParen != nil, !call.hasTrailingClosure, call.arguments.count == form.arity,
              call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let name = callee.baseName.text
        let arguments = Array(call.arguments)
        switch form {
        case .initializer(let type, let labels):
            let ported = call
                .with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(type)))
                    .with(\.leadingTrivia, callee.leadingTrivia).with(\.trailingTrivia, callee.trailingTrivia))
                .with(\.arguments, LabeledExprListSyntax(zip(arguments, labels).map(Self.labeled)))
            return (ExprSyntax(ported), "\(name)(…) → \(type)(\(labels.map { "\($0):" }.joined()))")
        case .method(let receiverType, let method, let labels):
            let member = MemberAccessExprSyntax(
                base: Self.receiver(arguments[0].expression, ofType: receiverType),
                declName: DeclReferenceExprSyntax(baseName: .identifier(method)))
            let ported = call
                .with(\.calledExpression, ExprSyntax(member).with(\.leadingTrivia, callee.leadingTrivia))
                .with(\.arguments, LabeledExprListSyntax(zip(arguments.dropFirst(), labels).map(Self.labeled)))
            return (ExprSyntax(ported), "\(name)(…) → \(receiverType).\(method)(\(labels.map { "\($0):" }.joined()))")
        case .property(let receiverType, let property):
            let member = MemberAccessExprSyntax(
                base: Self.receiver(arguments[0].expression, ofType: receiverType),
                declName: DeclReferenceExprSyntax(baseName: .identifier(property)))
            return (ExprSyntax(member).with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia),
                    "\(name)(…) → \(receiverType).\(property)")
        }
    }

    /// A call of a UIKit method Swift 4.2 renamed, as a member
    /// (`view.bringSubview(toFront: v)`) or on `self` implicitly
    /// (`addChildViewController(child)`): `call` has its arguments ported.
    func memberCall(_ call: FunctionCallExprSyntax) -> (ExprSyntax, summary: String)? {
        let reference: DeclReferenceExprSyntax
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            reference = member.declName
        } else if let bare = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            reference = bare
        } else {
            return nil
        }
        let oldName = reference.baseName.text
        guard reference.argumentNames == nil, !declared.contains(oldName), !call.hasTrailingClosure else { return nil }
        let old = "\(oldName)(\(call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))"
        guard let new = RenameTable.methods[old], new.labels.count == call.arguments.count else { return nil }
        let renamed = reference.with(\.baseName, .identifier(new.name, leadingTrivia: reference.baseName.leadingTrivia,
                                                                trailingTrivia: reference.baseName.trailingTrivia))
        let callee: ExprSyntax
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = ExprSyntax(member.with(\.declName, renamed))
        } else {
            callee = ExprSyntax(renamed)
        }
        let arguments = zip(call.arguments, new.labels).map { argument, label in
            label.map { Self.labeled(argument.with(\.label, nil).with(\.colon, nil), $0) }
                ?? argument.with(\.label, nil).with(\.colon, nil)
        }
        let newSignature = "\(new.name)(\(new.labels.map { "\($0 ?? "_"):" }.joined()))"
        return (ExprSyntax(call.with(\.calledExpression, callee).with(\.arguments, LabeledExprListSyntax(arguments))),
                "\(old) → \(newSignature)")
    }

    /// An `override` of a UIKit method Swift 4.2 renamed
    /// (`override func didMove(toParentViewController parent:)` →
    /// `override func didMove(toParent parent:)`).
    func overrideDeclaration(_ node: FunctionDeclSyntax) -> (FunctionDeclSyntax, summary: String)? {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
        let parameters = node.signature.parameterClause.parameters
        let old = "\(node.name.text)(\(parameters.map { "\($0.firstName.text):" }.joined()))"
        guard let new = RenameTable.methods[old], new.labels.count == parameters.count else { return nil }
        let renamed = zip(parameters, new.labels).map { parameter, label -> FunctionParameterSyntax in
            let local = parameter.secondName ?? parameter.firstName
            guard let label else {
                return parameter.with(\.firstName, .wildcardToken(leadingTrivia: parameter.firstName.leadingTrivia, trailingTrivia: .space))
                    .with(\.secondName, local.with(\.leadingTrivia, []))
            }
            let keepsLocal = parameter.secondName != nil || parameter.firstName.text != label
            return parameter.with(\.firstName, .identifier(label, leadingTrivia: parameter.firstName.leadingTrivia,
                                                            trailingTrivia: keepsLocal ? .space : []))
                .with(\.secondName, keepsLocal ? local.with(\.leadingTrivia, []) : nil)
        }
        let ported = node
            .with(\.name, .identifier(new.name, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia))
            .with(\.signature.parameterClause.parameters, FunctionParameterListSyntax(renamed))
        return (ported, "override \(old) → \(new.name)(\(new.labels.map { "\($0 ?? "_"):" }.joined()))")
    }

    /// A UIKit property Swift 4.2 renamed, as a member or a bare name.
    func property(_ name: TokenSyntax) -> (String, summary: String)? {
        guard !declared.contains(name.text), let new = RenameTable.properties[name.text] else { return nil }
        return (new, "\(name.text) → \(new)")
    }

    /// The argument with `label` (none for `_`); the expression's leading
    /// trivia moves to the label, so an argument on its own line stays there.
    private static func labeled(_ argument: LabeledExprSyntax, _ label: String) -> LabeledExprSyntax {
        guard label != "_" else { return argument }
        return argument
            .with(\.label, .identifier(label, leadingTrivia: argument.expression.leadingTrivia))
            .with(\.colon, .colonToken(trailingTrivia: .space))
            .with(\.expression, argument.expression.with(\.leadingTrivia, []))
    }

    /// `expression` as the receiver of a member: parenthesized when it is
    /// not a postfix operand (`(a ?? b).midX`), and with its type written
    /// out when it is an implicit member (`.zero` → `CGRect.zero`).
    private static func receiver(_ expression: ExprSyntax, ofType type: String) -> ExprSyntax {
        let trimmed = expression.trimmed
        if let member = trimmed.as(MemberAccessExprSyntax.self), member.base == nil {
            return ExprSyntax(member.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(type)))))
        }
        if trimmed.isPostfixOperand { return trimmed }
        return ExprSyntax(TupleExprSyntax(elements: LabeledExprListSyntax([LabeledExprSyntax(expression: trimmed)])))
    }

    /// Whether `node` is the argument of a call that takes `type` with
    /// that label (see `RenameTable.implicitMemberArguments`).
    private static func isImplicitMemberArgument(_ node: DeclReferenceExprSyntax, ofType type: String) -> Bool {
        guard let context = RenameTable.implicitMemberArguments[type],
              let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == context.label,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == context.callee else { return false }
        return true
    }
}
