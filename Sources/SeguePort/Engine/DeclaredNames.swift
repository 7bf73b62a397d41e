import SwiftSyntax

/// The names a file declares: types, type aliases, functions, variables,
/// parameters and enum cases. A name of `RenameTable` that the file declares
/// itself means the file's own thing there, and is not renamed.
final class DeclaredNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    /// The names `tree` declares.
    static func `in`(_ tree: some SyntaxProtocol) -> Set<String> {
        let visitor = DeclaredNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declare(node.identifier) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
    }

    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        names.insert(name.text)
        return .visitChildren
    }
}
