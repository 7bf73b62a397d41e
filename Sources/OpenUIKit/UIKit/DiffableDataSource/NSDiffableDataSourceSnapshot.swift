import Foundation

/// The state of a diffable data source: sections and the items in them,
/// named by identifiers (`NSDiffableDataSourceSnapshot`).
///
/// Identifiers are unique across the snapshot — an item is in one section
/// only. What UIKit rejects with an exception (a duplicate identifier, items
/// without a section, an identifier the snapshot lacks as a position) Segue
/// reports through `UIKitException` with UIKit's reason and leaves the
/// snapshot as it was before the call, or (duplicates) adds only the new
/// identifiers. Deleting an identifier the snapshot lacks does nothing.
/// A value type: copies are independent.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var indexOfSectionIdentifier: [SectionIdentifierType: Int] = [:]

    /// Sections marked with `reloadSections(_:)` since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Items marked with `reloadItems(_:)`.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked with `reconfigureItems(_:)`.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = indexOfSectionIdentifier[identifier] else {
            report("Invalid section identifier for which to return the number of items: \(identifier)")
            return 0
        }
        return items[s].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = indexOfSectionIdentifier[identifier] else {
            report("Invalid section identifier for which to return the item identifiers: \(identifier)")
            return []
        }
        return items[s]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPathOfItem(identifier) else { return nil }
        return items[..<path.section].reduce(0) { $0 + $1.count } + path.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        indexOfSectionIdentifier[identifier]
    }

    /// The item's section and index within it (engine use).
    func indexPathOfItem(_ identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = indexOfSectionIdentifier[section],
              let i = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The identifier at an index path (engine use).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Items per section (engine use).
    var itemsBySection: [[ItemIdentifierType]] { items }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let s = indexOfSectionIdentifier[sectionIdentifier] else {
                return report("Invalid section identifier for appending items: \(sectionIdentifier)")
            }
            target = s
        } else {
            guard !sections.isEmpty else {
                return report("There are currently no sections in the data source. Please add a section first.")
            }
            target = sections.count - 1
        }
        let fresh = unique(identifiers)
        items[target].append(contentsOf: fresh)
        for id in fresh { sectionOfItem[id] = sections[target] }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard let path = indexPathOfItem(anchor) else {
            return report("Invalid item identifier specified for insert: \(anchor)")
        }
        let fresh = unique(identifiers)
        items[path.section].insert(contentsOf: fresh, at: path.item + (after ? 1 : 0))
        for id in fresh { sectionOfItem[id] = sections[path.section] }
    }

    /// Removes the items; identifiers the snapshot lacks are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for id in identifiers {
            guard let section = sectionOfItem[id], let s = indexOfSectionIdentifier[section] else { continue }
            bySection[s, default: []].insert(id)
            sectionOfItem[id] = nil
        }
        for (s, gone) in bySection { items[s].removeAll { gone.contains($0) } }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
        indexOfSectionIdentifier = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor else {
            return report("Attempted to move item identifier relative to itself: \(identifier)")
        }
        guard let from = indexPathOfItem(identifier) else {
            return report("Invalid item identifier specified for move: \(identifier)")
        }
        guard indexPathOfItem(anchor) != nil else {
            return report("Invalid item identifier specified for move: \(anchor)")
        }
        items[from.section].remove(at: from.item)
        guard let to = indexPathOfItem(anchor) else { return }
        items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[to.section]
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) else {
            for id in identifiers where !reloadedItemIdentifiers.contains(id) { reloadedItemIdentifiers.append(id) }
            return
        }
        report("Attempted to reload item identifier that does not exist in the snapshot: \(missing)")
    }

    /// Marks items to be reconfigured (their cells updated in place) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) else {
            for id in identifiers where !reconfiguredItemIdentifiers.contains(id) { reconfiguredItemIdentifiers.append(id) }
            return
        }
        report("Attempted to reconfigure item identifier that does not exist in the snapshot: \(missing)")
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueSections(identifiers)
        sections.append(contentsOf: fresh)
        items.append(contentsOf: fresh.map { _ in [] })
        reindexSections()
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard let s = indexOfSectionIdentifier[anchor] else {
            return report("Invalid section identifier specified for insert: \(anchor)")
        }
        let fresh = uniqueSections(identifiers)
        let at = s + (after ? 1 : 0)
        sections.insert(contentsOf: fresh, at: at)
        items.insert(contentsOf: fresh.map { _ in [] }, at: at)
        reindexSections()
    }

    /// Removes the sections and their items; unknown identifiers are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers.filter { indexOfSectionIdentifier[$0] != nil })
        guard !gone.isEmpty else { return }
        for s in sections.indices.reversed() where gone.contains(sections[s]) {
            for id in items[s] { sectionOfItem[id] = nil }
            sections.remove(at: s)
            items.remove(at: s)
        }
        reindexSections()
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor else {
            return report("Attempted to move section identifier relative to itself: \(identifier)")
        }
        guard let from = indexOfSectionIdentifier[identifier], indexOfSectionIdentifier[anchor] != nil else {
            return report("Invalid section identifier specified for move: \(indexOfSectionIdentifier[identifier] == nil ? "\(identifier)" : "\(anchor)")")
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        guard let to = indexOfSectionIdentifier[anchor] else { return }
        sections.insert(identifier, at: to + (after ? 1 : 0))
        items.insert(moved, at: to + (after ? 1 : 0))
        reindexSections()
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard let missing = identifiers.first(where: { indexOfSectionIdentifier[$0] == nil }) else {
            for id in identifiers where !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
            return
        }
        report("Attempted to reload section identifier that does not exist in the snapshot: \(missing)")
    }

    // MARK: Checks

    private mutating func reindexSections() {
        indexOfSectionIdentifier = [:]
        for (i, s) in sections.enumerated() { indexOfSectionIdentifier[s] = i }
    }

    /// The identifiers not yet in the snapshot, once each; duplicates are reported.
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        var fresh: [ItemIdentifierType] = []
        for id in identifiers {
            if sectionOfItem[id] != nil || !seen.insert(id).inserted { duplicates.append(id) } else { fresh.append(id) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(duplicates.map { "\($0)" }.joined(separator: ",\n    "))\n)}")
        }
        return fresh
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        var fresh: [SectionIdentifierType] = []
        for id in identifiers {
            if indexOfSectionIdentifier[id] != nil || !seen.insert(id).inserted { duplicates.append(id) } else { fresh.append(id) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \(duplicates.map { "\($0)" }.joined(separator: ",\n    "))\n)}")
        }
        return fresh
    }

    /// UIKit's `NSInternalInconsistencyException`, through `UIKitException`
    /// on the main thread or queue (a snapshot may be built on any thread; elsewhere
    /// it is logged).
    private func report(_ reason: String) {
        if MainThreadChecker.isMain {
            MainActor.assumeIsolated { UIKitException.raise(UIKitException.internalInconsistency, reason) }
        } else {
            Log.uiKit.critical("\(UIKitException(name: UIKitException.internalInconsistency, reason: reason).description)")
        }
    }
}
