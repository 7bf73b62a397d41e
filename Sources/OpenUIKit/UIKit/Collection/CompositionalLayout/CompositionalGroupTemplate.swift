import Foundation

/// One group laid out once, at the origin (engine type): a section places
/// copies of it. `leaves` are its cells' frames in item order;
/// `supplementaries` the badges of its items and groups, with the leaf
/// whose index path they take.
struct CompositionalGroupTemplate {
    struct Leaf {
        var frame: CGRect
        var zIndex: Int
    }
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var leaf: Int
        var zIndex: Int
    }
    var size: CGSize
    var leaves: [Leaf] = []
    var supplementaries: [Supplementary] = []

    /// Lays `group` out in a slot of `size` (already resolved).
    @MainActor
    static func make(_ group: NSCollectionLayoutGroup, size: CGSize, environment: any NSCollectionLayoutEnvironment) -> CompositionalGroupTemplate {
        var t = CompositionalGroupTemplate(size: size)
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            for item in provider(environment) {
                t.leaves.append(Leaf(frame: item.frame, zIndex: item.zIndex))
            }
            t.attachGroupSupplementaries(group)
            return t
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let along = horizontal ? size.width : size.height
        let across = horizontal ? size.height : size.width
        let gap = group.interItemSpacing
        let gapMin = gap?.spacing ?? 0

        // The entries: which subitem, at which slot size.
        var entries: [(item: NSCollectionLayoutItem, slot: CGSize)] = []
        func slot(of item: NSCollectionLayoutItem) -> CGSize { item.layoutSize.resolved(in: size) }
        func leadTrail(_ item: NSCollectionLayoutItem) -> CGFloat {
            let e = item.edgeSpacing
            return horizontal ? (e?.leading?.spacing ?? 0) + (e?.trailing?.spacing ?? 0)
                              : (e?.top?.spacing ?? 0) + (e?.bottom?.spacing ?? 0)
        }
        switch group.repetition {
        case .count(let n):
            if let item = group.subitems.first {
                for _ in 0..<n { entries.append((item, slot(of: item))) }
            }
        case .equalCount(let n):
            if let item = group.subitems.first {
                let share = max(0, (along - gapMin * CGFloat(n - 1)) / CGFloat(n) - leadTrail(item))
                var s = slot(of: item)
                if horizontal { s.width = share } else { s.height = share }
                for _ in 0..<n { entries.append((item, s)) }
            }
        case .whileFitting:
            var used: CGFloat = 0
            var index = 0
            let subitems = group.subitems
            guard !subitems.isEmpty else { break }
            while true {
                let item = subitems[index % subitems.count]
                let s = slot(of: item)
                let extent = (horizontal ? s.width : s.height) + leadTrail(item)
                let next = used + (entries.isEmpty ? 0 : gapMin) + extent
                if !entries.isEmpty, next > along + 0.001 { break }
                entries.append((item, s))
                used = next
                index += 1
                // Items taking no room would repeat forever: one round of them.
                if extent <= 0, index >= subitems.count { break }
                if entries.count >= 100_000 { break }
            }
        }

        // Along the axis: minimum spacings, then the leftover shared by the flexible ones.
        var flexible = 0
        var fixedTotal: CGFloat = 0
        for (i, entry) in entries.enumerated() {
            let e = entry.item.edgeSpacing
            let lead = horizontal ? e?.leading : e?.top
            let trail = horizontal ? e?.trailing : e?.bottom
            for spacing in [lead, trail] {
                fixedTotal += spacing?.spacing ?? 0
                if spacing?.isFlexibleSpacing == true { flexible += 1 }
            }
            fixedTotal += horizontal ? entry.slot.width : entry.slot.height
            if i > 0 {
                fixedTotal += gapMin
                if gap?.isFlexibleSpacing == true { flexible += 1 }
            }
        }
        let share = flexible > 0 ? max(0, along - fixedTotal) / CGFloat(flexible) : 0
        func amount(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }

        var cursor: CGFloat = 0
        var acrossUsed: CGFloat = 0
        for (i, entry) in entries.enumerated() {
            if i > 0 { cursor += amount(gap) }
            let e = entry.item.edgeSpacing
            cursor += amount(horizontal ? e?.leading : e?.top)
            // Across the axis: fixed edge spacing, flexible ones sharing what is left.
            let crossLead = horizontal ? e?.top : e?.leading
            let crossTrail = horizontal ? e?.bottom : e?.trailing
            let thickness = horizontal ? entry.slot.height : entry.slot.width
            var crossStart = crossLead?.spacing ?? 0
            let crossFlexible = [crossLead, crossTrail].filter { $0?.isFlexibleSpacing == true }.count
            if crossFlexible > 0, crossLead?.isFlexibleSpacing == true {
                let left = max(0, across - thickness - (crossLead?.spacing ?? 0) - (crossTrail?.spacing ?? 0))
                crossStart += left / CGFloat(crossFlexible)
            }
            let origin = horizontal ? CGPoint(x: cursor, y: crossStart) : CGPoint(x: crossStart, y: cursor)
            let slotRect = CGRect(origin: origin, size: entry.slot)
            t.place(entry.item, in: slotRect, environment: environment)
            cursor += horizontal ? entry.slot.width : entry.slot.height
            cursor += amount(horizontal ? e?.trailing : e?.bottom)
            acrossUsed = max(acrossUsed, crossStart + thickness + (crossTrail?.spacing ?? 0))
        }
        // An estimated dimension becomes the extent of the content.
        if horizontal {
            if group.layoutSize.widthDimension.isEstimated { t.size.width = cursor }
            if group.layoutSize.heightDimension.isEstimated { t.size.height = acrossUsed }
        } else {
            if group.layoutSize.heightDimension.isEstimated { t.size.height = cursor }
            if group.layoutSize.widthDimension.isEstimated { t.size.width = acrossUsed }
        }
        t.attachGroupSupplementaries(group)
        return t
    }

    /// Places one subitem in its slot: a nested group's leaves, or one cell
    /// inset by the item's content insets (not on an estimated axis).
    @MainActor
    private mutating func place(_ item: NSCollectionLayoutItem, in slot: CGRect, environment: any NSCollectionLayoutEnvironment) {
        if let nested = item as? NSCollectionLayoutGroup {
            let inner = CompositionalGroupTemplate.make(nested, size: slot.size, environment: environment)
            let base = leaves.count
            for leaf in inner.leaves {
                leaves.append(Leaf(frame: leaf.frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: leaf.zIndex))
            }
            for s in inner.supplementaries {
                supplementaries.append(Supplementary(kind: s.kind, frame: s.frame.offsetBy(dx: slot.minX, dy: slot.minY),
                                                     leaf: base + s.leaf, zIndex: s.zIndex))
            }
            return
        }
        let insets = item.contentInsets
        var frame = slot
        if !item.layoutSize.widthDimension.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !item.layoutSize.heightDimension.isEstimated {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        leaves.append(Leaf(frame: frame, zIndex: 0))
        for s in item.supplementaryItems {
            supplementaries.append(Supplementary(kind: s.elementKind, frame: s.frame(attachedTo: frame), leaf: leaves.count - 1, zIndex: s.zIndex))
        }
    }

    @MainActor
    private mutating func attachGroupSupplementaries(_ group: NSCollectionLayoutGroup) {
        guard !leaves.isEmpty else { return }
        let frame = CGRect(origin: .zero, size: size)
        for s in group.supplementaryItems {
            supplementaries.append(Supplementary(kind: s.elementKind, frame: s.frame(attachedTo: frame), leaf: 0, zIndex: s.zIndex))
        }
    }
}
