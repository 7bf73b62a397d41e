import SwiftSyntax

/// Rule 4: a submodule import of one of the SDK modules Segue provides on
/// Linux (`import UIKit.UIGestureRecognizerSubclass`, the header that opens a
/// gesture recognizer's `state` and touch methods to subclasses;
/// `import UIKit.UIColor`, `import QuartzCore.CALayer`,
/// `import Foundation.NSObject`) is the plain module import: Segue's modules
/// are Swift modules, which have no submodules, so the compiler answers
/// "no such module 'UIKit.UIColor'". Kind imports (`import class UIKit.UIView`,
/// `import struct CoreGraphics.CGFloat`) compile against Segue's modules and
/// stay as they are. `import Darwin` in any form (`import Darwin.C`,
/// `import func Darwin.ceil`) becomes `import Foundation`, which brings the
/// C library and its maths on iOS and on Linux alike: Segue has no `Darwin`
/// module (docs/FIDELITY.md, "Frameworks beside UIKit").
enum Imports {
    /// The modules whose submodule imports become the plain module import.
    static let modulesWithoutSubmodules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "os"]

    /// Modules that Linux lacks, by the module whose import stands for them.
    static let replacedModules: [String: String] = ["Darwin": "Foundation"]

    /// The module an import of `module` becomes.
    static func target(for module: String) -> String { replacedModules[module] ?? module }

    /// Whether `statements` (a file's top level) import UIKit itself,
    /// unconditionally.
    static func importUIKit(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            return decl.importKindSpecifier == nil && decl.path.map(\.name.text) == ["UIKit"]
        }
    }

    /// Whether `decl` is a submodule import of one of
    /// `modulesWithoutSubmodules` (`import UIKit.UIGestureRecognizerSubclass`),
    /// without a kind.
    static func isGestureSubclassImport(_ decl: ImportDeclSyntax) -> Bool {
        guard let module = decl.path.first?.name.text else { return false }
        if replacedModules[module] != nil { return true }
        guard decl.importKindSpecifier == nil, decl.path.count > 1 else { return false }
        return modulesWithoutSubmodules.contains(module)
    }

    /// The modules `statements` import whole (no kind, no submodule).
    static func wholeModules(_ statements: CodeBlockItemListSyntax) -> Set<String> {
        Set(statements.compactMap { item -> String? in
            guard let decl = item.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
                  decl.path.count == 1 else { return nil }
            return decl.path.first?.name.text
        })
    }

    /// Ports the gesture-subclass imports of `rewritten` (a statement list
    /// whose statements are ported), reading positions from `original`.
    ///
    /// A submodule import goes when the file already imports its module
    /// whole (or an earlier submodule import became that import); otherwise
    /// it becomes `import Module`. A removed line's leading trivia (a comment
    /// above it, the file's header) passes to the next statement in place of
    /// that statement's first line break.
    ///
    /// - Parameter removing: Whether the file imports UIKit (kept for the
    ///   callers; the imported modules are read from `original`).
    static func port(original: CodeBlockItemListSyntax, rewritten: CodeBlockItemListSyntax,
                     removing: Bool, log: PortLog) -> CodeBlockItemListSyntax {
        guard rewritten.contains(where: { $0.item.as(ImportDeclSyntax.self).map(isGestureSubclassImport) ?? false }) else {
            return rewritten
        }
        var imported = wholeModules(original)
        var items: [CodeBlockItemSyntax] = []
        var carried: Trivia?
        for (source, item) in zip(original, rewritten) {
            guard let decl = item.item.as(ImportDeclSyntax.self), isGestureSubclassImport(decl) else {
                if let leading = carried {
                    items.append(item.with(\.leadingTrivia, leading + item.leadingTrivia.droppingFirstNewline))
                    carried = nil
                } else {
                    items.append(item)
                }
                continue
            }
            let written = decl.path.trimmedDescription
            let module = target(for: decl.path.first!.name.text)
            let why = module == decl.path.first!.name.text
                ? "Segue's \(module) has no submodules" : "Linux has no \(decl.path.first!.name.text); \(module) brings the C library"
            if imported.contains(module) {
                log.changed(source, "removed import \(written) (the file imports \(module))")
                carried = (carried ?? []) + item.leadingTrivia.droppingFirstNewline(if: carried != nil)
            } else {
                imported.insert(module)
                log.changed(source, "import \(written) → import \(module) (\(why))")
                let whole = decl.path.first!.with(\.name, .identifier(module, leadingTrivia: decl.path.first!.name.leadingTrivia))
                    .with(\.trailingPeriod, nil)
                    .with(\.trailingTrivia, decl.path.last!.trailingTrivia)
                let plain = decl.with(\.importKindSpecifier, nil).with(\.path, ImportPathComponentListSyntax([whole]))
                items.append(item.with(\.item, .decl(DeclSyntax(plain))))
            }
        }
        return CodeBlockItemListSyntax(items)
    }
}

extension Trivia {
    /// The trivia without its first line break.
    var droppingFirstNewline: Trivia { droppingFirstNewline(if: true) }

    /// The trivia without its first line break, when `condition` holds.
    func droppingFirstNewline(if condition: Bool) -> Trivia {
        guard condition, let index = firstIndex(where: \.isNewline) else { return self }
        var pieces = Array(self)
        switch pieces[index] {
        case .newlines(let count) where count > 1: pieces[index] = .newlines(count - 1)
        case .carriageReturnLineFeeds(let count) where count > 1: pieces[index] = .carriageReturnLineFeeds(count - 1)
        case .carriageReturns(let count) where count > 1: pieces[index] = .carriageReturns(count - 1)
        default: pieces.remove(at: index)
        }
        return Trivia(pieces: pieces)
    }
}
