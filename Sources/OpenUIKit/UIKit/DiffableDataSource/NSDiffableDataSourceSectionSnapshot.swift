import Foundation

/// The items of one section as a hierarchy — outlines, expandable rows
/// (`NSDiffableDataSourceSectionSnapshot`).
///
/// Items have at most one parent; `items` lists every item depth first,
/// `visibleItems` only those whose ancestors are all expanded (what the
/// collection view shows when the snapshot is applied to a section). A new
/// item is collapsed. As with `NSDiffableDataSourceSnapshot`, duplicate
/// identifiers and positions the snapshot lacks are reported through
/// `UIKitException` and change nothing; deleting an item deletes its
/// descendants.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expandedItems: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(roots, visibleOnly: false) }
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, visibleOnly: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expandedItems.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] { level += 1; current = parent }
        return level
    }

    /// The item's index in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// The subtree under `parent` as a snapshot of its own (its children as roots, or `parent` itself as the root).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard members.contains(parent) else {
            report("Invalid parent item identifier specified for snapshot: \(parent)")
            return result
        }
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expandedItems.contains(item) { result.expandedItems.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return result
    }

    /// A text outline of the items (for debugging).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (isExpanded($0) ? "- " : "+ ") + "\($0)" }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends items as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            return report("Invalid parent item identifier specified for append: \(parent)")
        }
        let fresh = unique(items)
        if let parent {
            childrenOf[parent, default: []].append(contentsOf: fresh)
            for item in fresh { parentOf[item] = parent }
        } else {
            roots.append(contentsOf: fresh)
        }
        members.formUnion(fresh)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard members.contains(anchor) else {
            return report("Invalid item identifier specified for insert: \(anchor)")
        }
        let fresh = unique(items)
        if let parent = parentOf[anchor] {
            var siblings = childrenOf[parent] ?? []
            let at = (siblings.firstIndex(of: anchor) ?? siblings.count) + (after ? 1 : 0)
            siblings.insert(contentsOf: fresh, at: at)
            childrenOf[parent] = siblings
            for item in fresh { parentOf[item] = parent }
        } else {
            let at = (roots.firstIndex(of: anchor) ?? roots.count) + (after ? 1 : 0)
            roots.insert(contentsOf: fresh, at: at)
        }
        members.formUnion(fresh)
    }

    /// Removes the items and their descendants; unknown identifiers are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for gone in flatten([item], visibleOnly: false) {
                members.remove(gone)
                expandedItems.remove(gone)
                childrenOf[gone] = nil
            }
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            for gone in parentOf.keys where !members.contains(gone) { parentOf[gone] = nil }
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the children of the items (where their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expandedItems.insert(item) }
    }

    /// Hides the children of the items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expandedItems.remove(item) }
    }

    /// Replaces the children of `parent` with `snapshot`'s items, its roots
    /// becoming `parent`'s children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else {
            return report("Invalid parent item identifier specified for replace: \(parent)")
        }
        delete(childrenOf[parent] ?? [])
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType) {
            append([item], to: newParent)
            if snapshot.isExpanded(item) { expandedItems.insert(item) }
            for child in snapshot.childrenOf[item] ?? [] { copy(child, under: item) }
        }
        for root in snapshot.roots { copy(root, under: parent) }
    }

    // MARK: Helpers

    private func flatten(_ list: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func walk(_ item: ItemIdentifierType) {
            out.append(item)
            guard !visibleOnly || expandedItems.contains(item) else { return }
            for child in childrenOf[item] ?? [] { walk(child) }
        }
        for item in list { walk(item) }
        return out
    }

    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        var fresh: [ItemIdentifierType] = []
        for id in identifiers {
            if members.contains(id) || !seen.insert(id).inserted { duplicates.append(id) } else { fresh.append(id) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(duplicates.map { "\($0)" }.joined(separator: ",\n    "))\n)}")
        }
        return fresh
    }

    private func report(_ reason: String) {
        if MainThreadChecker.isMain {
            MainActor.assumeIsolated { UIKitException.raise(UIKitException.internalInconsistency, reason) }
        } else {
            Log.uiKit.critical("\(UIKitException(name: UIKitException.internalInconsistency, reason: reason).description)")
        }
    }
}
