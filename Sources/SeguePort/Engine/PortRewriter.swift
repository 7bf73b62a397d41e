import SwiftSyntax

/// Walks a parsed file once and applies every porting rule where it applies.
///
/// The rules themselves live in `ObjCAttributes` (1), `Selectors` and
/// `OptionalRequirementCalls` (2 and 3), `Imports` (4), `Renames` and
/// `RenameTable` (5), `Unportable` (6), `RequiredInitializers` (7) and
/// `ScrollDelegateOverrides` (8), `MissingImports` (9), `ProxyClasses`
/// (10), `PlatformConditions` (11), `ExtensionOverrides` (13) and
/// `OptionalRequirements` (14) and `InterfaceBuilderConnections` (15); rule 12,
/// `ShimNote`, reads the ported text;
/// this type only finds their
/// places. A `SyntaxRewriter` hands each `visit` the node of the original
/// tree, so positions (for the log) and parents (for context, such as the
/// call a `#selector` is an argument of) are those of the source as written.
final class PortRewriter: SyntaxRewriter {
    private let log: PortLog
    private let renames: Renames
    /// Whether the file imports UIKit unconditionally at top level.
    private let importsUIKit: Bool
    /// The `#selector`s judged as part of their call (`perform(#selector…)`,
    /// `responds(to:)`), which must not be judged again on their own.
    private var judgedSelectors: Set<SyntaxIdentifier> = []
    /// The optional requirements of the user's protocols (rule 14), in all
    /// files ported together.
    private let optionalRequirements: Set<String>
    /// Whether the file is a whole file of a project (rule 9 adds `import
    /// UIKit` to one that imports nothing).
    private let isWholeFile: Bool
    /// The superclass of each class in the files ported together (rule 7).
    private let superclasses: [String: String]

    init(tree: SourceFileSyntax, log: PortLog, context: PortContext = PortContext()) {
        self.log = log
        self.optionalRequirements = context.optionalRequirements.union(OptionalRequirements.names(in: tree))
        self.isWholeFile = context.isWholeFile
        self.superclasses = context.superclasses.merging(RequiredInitializers.superclasses(in: tree)) { _, own in own }
        let declared = DeclaredNames.in(tree)
        self.renames = Renames(declared: declared.intersection(RenameTable.allOldNames))
        self.importsUIKit = Imports.importUIKit(tree.statements)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Declarations (rules 1 and 6)

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if let reason = Unportable.reason(for: node) {
            log.unportable(node.name, what: "'\(Self.signature(of: node))'", reason: reason)
        }
        var rewritten = port(node) { super.visit($0) }
        if let function = rewritten.as(FunctionDeclSyntax.self), let (renamed, summary) = renames.overrideDeclaration(function) {
            log.changed(node, summary)
            rewritten = DeclSyntax(renamed)
        }
        guard let function = rewritten.as(FunctionDeclSyntax.self),
              let (ported, summary) = ScrollDelegateOverrides.port(original: node, rewritten: function) else { return rewritten }
        log.changed(node, summary)
        return DeclSyntax(ported)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        if ProxyClasses.isProxy(node) {
            log.unportable(node.name, what: "'\(node.name.text)'", reason: ProxyClasses.reason)
            return DeclSyntax(node)
        }
        let rewritten = port(node) { super.visit($0) }
        guard let classDecl = rewritten.as(ClassDeclSyntax.self),
              let (connected, summary) = InterfaceBuilderConnections.port(original: node, rewritten: classDecl) else { return rewritten }
        log.changed(node.name, summary)
        return DeclSyntax(connected)
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let rewritten = port(node) { super.visit($0) }
        guard let initializer = rewritten.as(InitializerDeclSyntax.self),
              let (ported, summary) = RequiredInitializers.port(original: node, rewritten: initializer,
                                                                superclasses: superclasses) else { return rewritten }
        log.changed(node, summary)
        return DeclSyntax(ported)
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { port(node) { super.visit($0) } }

    override func visit(_ node: AccessorDeclSyntax) -> DeclSyntax {
        let rewritten = super.visit(node)
        guard let accessor = rewritten.as(AccessorDeclSyntax.self) else { return rewritten }
        return DeclSyntax(ObjCAttributes.strip(original: node, rewritten: accessor, log: log))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let keepsObjC = ObjCAttributes.hasOptionalRequirements(node) && OptionalRequirements.portable(in: node).isEmpty
        return port(node, keepingObjC: keepsObjC) { super.visit($0) }
    }

    /// Rule 1 for one declaration, after porting its children; a
    /// declaration that cannot be ported is reported and left unchanged.
    private func port<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ node: D, keepingObjC: Bool = false, children: (D) -> DeclSyntax
    ) -> DeclSyntax {
        let attributes = Set(node.attributes.compactMap(ObjCAttributes.name))
        if attributes.contains("NSManaged") {
            log.unportable(node, what: "'\(Self.name(of: node))'", reason: Unportable.managed)
            return DeclSyntax(node)
        }
        if attributes.contains("IBSegueAction") {
            log.unportable(node, what: "'\(Self.name(of: node))'", reason: Unportable.storyboards)
            return DeclSyntax(node)
        }
        let givenDefault = ObjCAttributes.isOptionalRequirement(node.modifiers) && OptionalRequirements.isPortable(node)
        if ObjCAttributes.isOptionalRequirement(node.modifiers) && !givenDefault {
            log.unportable(node, what: "optional requirement '\(Self.name(of: node))'", reason: Unportable.optionalRequirement)
            return DeclSyntax(node)
        }
        let rewritten = children(node)
        guard let ported = rewritten.as(D.self) else { return rewritten }
        let stripped = ObjCAttributes.strip(original: node, rewritten: ported, keepingObjC: keepingObjC, log: log)
        guard givenDefault else { return DeclSyntax(stripped) }
        log.changed(node, "optional requirement '\(Self.name(of: node))' → a requirement with a default in an extension (optional requirements need the Objective-C runtime)")
        return DeclSyntax(OptionalRequirements.removeOptional(stripped))
    }

    // MARK: Expressions (rules 2, 3, 5 and 6)

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        switch Selectors.answer(node) {
        case .notApplicable:
            break
        case .alwaysTrue:
            log.changed(node, "\(excerpt(node)) → true (Segue implements every member of that protocol)")
            return ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.true)))
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case .receiverIsPresent(let receiver):
            let ported = visit(receiver).trimmedDescription
            log.changed(node, "\(excerpt(node)) → (\(ported) != nil)")
            return parseExpression("(\(ported) != nil)")
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case .unportable(let unported, let selector):
            if let selector { judgedSelectors.insert(selector.id) }
            log.unportable(node, what: "'\(excerpt(node))'", reason: unported.reason)
            return super.visit(node)
        }
        if let reason = Unportable.reason(for: node) {
            for argument in node.arguments {
                if let selector = argument.expression.as(MacroExpansionExprSyntax.self) { judgedSelectors.insert(selector.id) }
            }
            log.unportable(node, what: "'\(node.signature)'", reason: reason)
            return super.visit(node)
        }
        let rewritten = super.visit(node)
        guard let call = rewritten.as(FunctionCallExprSyntax.self) else { return rewritten }
        if let (ported, summary) = OptionalRequirementCalls.port(call, userRequirements: optionalRequirements) {
            log.changed(node, summary)
            return ExprSyntax(ported)
        }
        if let (ported, summary) = renames.cFunctionCall(call) ?? renames.memberCall(call) {
            log.changed(node, summary)
            return ported
        }
        return rewritten
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath" {
            log.unportable(node, what: "'\(excerpt(node))'", reason: Unportable.keyPathExpression)
            return ExprSyntax(node)
        }
        guard node.isSelector, !judgedSelectors.contains(node.id) else { return super.visit(node) }
        switch Selectors.reference(for: node) {
        case .success(let reference):
            log.changed(node, "\(excerpt(node)) → \(reference.trimmedDescription)")
            return reference.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case .failure(let unported):
            if let (value, summary) = SelectorValues.port(node) {
                log.changed(node, summary)
                return value.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
            }
            log.unportable(node, what: "'\(excerpt(node))'", reason: unported.reason)
            return ExprSyntax(node)
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // A member's name (`x.UIControlState`) or a key path's component is
        // some other type's business.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base != nil, node.argumentNames == nil, let (new, summary) = renames.property(node.baseName) {
                log.changed(node, summary)
                return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(new))))
            }
            return super.visit(node)
        }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return super.visit(node) }
        if let reason = Unportable.runtimeFunctions[node.baseName.text] {
            log.unportable(node, what: "'\(node.baseName.text)'", reason: reason)
            return ExprSyntax(node)
        }
        if node.argumentNames == nil, node.parent?.is(FunctionCallExprSyntax.self) != true,
           let (new, summary) = renames.property(node.baseName) {
            log.changed(node, summary)
            return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(new))))
        }
        guard let (renamed, summary) = renames.reference(node) else { return super.visit(node) }
        log.changed(node, summary)
        return renamed
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let (renamed, summary) = renames.notificationName(node) else { return super.visit(node) }
        log.changed(node, summary)
        return renamed
    }

    // MARK: Types (rules 5 and 6)

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let (renamed, summary) = renames.type(node) else { return super.visit(node) }
        log.changed(node, summary)
        return renamed
    }

    // MARK: Conditional compilation (rule 11)

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        let rewritten = super.visit(node)
        guard let original = node.condition, let condition = rewritten.condition else { return rewritten }
        return rewritten.with(\.condition, PlatformConditions.port(original: original, rewritten: condition, log: log))
    }

    // MARK: Statements (rule 4)

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let ported = Imports.port(original: node, rewritten: super.visit(node), removing: importsUIKit, log: log)
        let imported = MissingImports.port(original: node, rewritten: ported, importless: isWholeFile, log: log)
        // Overrides move first: that rule pairs the original's extensions with the
        // rewritten ones, which the defaults' extensions would offset.
        let moved = ExtensionOverrides.port(original: node, rewritten: imported, log: log)
        return OptionalRequirements.port(original: node, rewritten: moved)
    }

    // MARK: Names for messages

    /// `name(label:label:)` for a function.
    private static func signature(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    /// A declaration's name as a message gives it.
    private static func name(of decl: some DeclSyntaxProtocol) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return signature(of: function) }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
        }
        if let named = decl.asProtocol((any NamedDeclSyntax).self) { return named.name.text }
        return excerpt(decl)
    }
}
