import SwiftSyntax

/// Rule 4: `import UIKit.UIGestureRecognizerSubclass` (the header that opens
/// a gesture recognizer's `state` and touch methods to subclasses) is plain
/// `import UIKit` in Segue, where those members are always open.
enum Imports {
    /// Whether `statements` (a file's top level) import UIKit itself,
    /// unconditionally.
    static func importUIKit(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            return decl.importKindSpecifier == nil && decl.path.map(\.name.text) == ["UIKit"]
        }
    }

    /// Whether `decl` is `import UIKit.UIGestureRecognizerSubclass`.
    static func isGestureSubclassImport(_ decl: ImportDeclSyntax) -> Bool {
        decl.importKindSpecifier == nil && decl.path.map(\.name.text) == ["UIKit", "UIGestureRecognizerSubclass"]
    }

    /// Ports the gesture-subclass imports of `rewritten` (a statement list
    /// whose statements are ported), reading positions from `original`.
    ///
    /// - Parameter removing: Whether the file already imports UIKit, so that
    ///   the import goes; otherwise it becomes `import UIKit`. A removed
    ///   line's leading trivia (a comment above it, the file's header) passes
    ///   to the next statement in place of that statement's first line break.
    static func port(original: CodeBlockItemListSyntax, rewritten: CodeBlockItemListSyntax,
                     removing: Bool, log: PortLog) -> CodeBlockItemListSyntax {
        guard rewritten.contains(where: { $0.item.as(ImportDeclSyntax.self).map(isGestureSubclassImport) ?? false }) else {
            return rewritten
        }
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
            if removing {
                log.changed(source, "removed import UIKit.UIGestureRecognizerSubclass (the file imports UIKit)")
                carried = (carried ?? []) + item.leadingTrivia.droppingFirstNewline(if: carried != nil)
            } else {
                log.changed(source, "import UIKit.UIGestureRecognizerSubclass → import UIKit")
                let uiKit = decl.path.first!.with(\.trailingPeriod, nil)
                    .with(\.trailingTrivia, decl.path.last!.trailingTrivia)
                items.append(item.with(\.item, .decl(DeclSyntax(decl.with(\.path, ImportPathComponentListSyntax([uiKit]))))))
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
