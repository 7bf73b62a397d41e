import SwiftSyntax

/// Rule 9: a file that imports modules, but not UIKit, and uses UIKit's
/// names gets `import UIKit` after its imports; so does a whole file of a
/// project (``PortContext/isWholeFile``) that imports nothing.
///
/// On iOS such a file compiles when a framework's umbrella header or a
/// bridging header supplied UIKit, or when it imports only Foundation and
/// never needed more than CoreGraphics' geometry through it. Against Segue a
/// module must import what it uses, so the porter adds the import when the
/// file names a `UI…` type or function, or a `CA…`/`CG…` one without
/// importing QuartzCore or CoreGraphics, and the file itself does not declare
/// that name. A file that imports UIKit in any form (`import class
/// UIKit.UIView`, `import OpenUIKitShim`, which re-exports it) is left alone.
enum MissingImports {
    /// The modules that bring UIKit's names.
    static let uiKitModules: Set<String> = ["UIKit", "OpenUIKitShim"]

    /// `rewritten` (the file's top-level statements, ported) with
    /// `import UIKit` added, when the file needs it; `original` is the same
    /// list as written, for the log and the names.
    static func port(original: CodeBlockItemListSyntax, rewritten: CodeBlockItemListSyntax,
                     importless: Bool = false, log: PortLog) -> CodeBlockItemListSyntax {
        guard original.parent?.is(SourceFileSyntax.self) == true, let first = original.first else { return rewritten }
        var modules: Set<String> = []
        // Imports anywhere count, those under `#if canImport(UIKit)` too.
        for token in original.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.import) {
            guard let decl = token.parent?.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text else { continue }
            modules.insert(module)
        }
        // A snippet without imports is left alone (porter tests and issues
        // quote them; see PORTING.md); a whole file without imports gets one.
        guard !modules.isEmpty || importless, modules.isDisjoint(with: uiKitModules),
              let name = UIKitNames.firstUse(in: original, importing: modules) else { return rewritten }

        var items = Array(rewritten)
        let lastImport = items.lastIndex { $0.item.is(ImportDeclSyntax.self) }
        if let lastImport {
            items.insert(importUIKit(leading: .newline), at: lastImport + 1)
        } else {
            // The file's header (the comments up to its last blank line) stays on top.
            let (header, rest) = items[0].leadingTrivia.splitAtLastBlankLine
            items[0] = items[0].with(\.leadingTrivia, Trivia(pieces: [.newlines(2)]) + rest)
            items.insert(importUIKit(leading: header.isEmpty ? [] : header + .newlines(2)), at: 0)
        }
        log.changed(first, "added import UIKit (the file uses \(name) and does not import UIKit)")
        return CodeBlockItemListSyntax(items)
    }

    /// `import UIKit` as a statement with `leading` trivia.
    private static func importUIKit(leading: Trivia) -> CodeBlockItemSyntax {
        let decl = ImportDeclSyntax(
            importKeyword: .keyword(.import, leadingTrivia: leading, trailingTrivia: .space),
            path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("UIKit"))]))
        return CodeBlockItemSyntax(item: .decl(DeclSyntax(decl)))
    }
}

/// Finds the UIKit, QuartzCore and CoreGraphics names a file uses.
private final class UIKitNames: SyntaxVisitor {
    private let declared: Set<String>
    private let importing: Set<String>
    private(set) var found: String?

    private init(declared: Set<String>, importing: Set<String>) {
        self.declared = declared
        self.importing = importing
        super.init(viewMode: .sourceAccurate)
    }

    /// The first name in `node` that needs UIKit, given the modules the file imports.
    static func firstUse(in node: some SyntaxProtocol, importing: Set<String>) -> String? {
        let visitor = UIKitNames(declared: DeclaredNames.in(node), importing: importing)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { check(node.name.text) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        return check(node.baseName.text)
    }

    private func check(_ name: String) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        guard !declared.contains(name), name.count > 2 else { return .visitChildren }
        let prefix = name.prefix(2), third = name.dropFirst(2).first!
        guard third.isUppercase else { return .visitChildren }
        switch prefix {
        case "UI":
            found = name
        case "CA" where importing.isDisjoint(with: ["QuartzCore"]):
            found = name
        case "CG" where importing.isDisjoint(with: ["QuartzCore", "CoreGraphics", "Foundation"]):
            // Foundation declares CGFloat, CGPoint, CGSize and CGRect on Linux too.
            found = name
        default:
            break
        }
        return .visitChildren
    }
}

extension Trivia {
    /// The trivia up to and including its last blank line (a file's header
    /// comment), and the rest (a declaration's own doc comment).
    var splitAtLastBlankLine: (header: Trivia, rest: Trivia) {
        let pieces = Array(self)
        guard let index = pieces.lastIndex(where: { piece in
            if case .newlines(let count) = piece { return count > 1 }
            return false
        }) else { return ([], self) }
        var header = Array(pieces[...index])
        if case .newlines = header.last { header.removeLast() }
        return (Trivia(pieces: header), Trivia(pieces: Array(pieces[(index + 1)...])))
    }
}
