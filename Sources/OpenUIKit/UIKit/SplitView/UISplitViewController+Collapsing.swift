import Foundation

/// Collapsing to one stack in a horizontally compact environment, and expanding back.
extension UISplitViewController {
    /// Collapses or expands when the horizontal size class says so (at the
    /// first layout, and after every size-class change).
    func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard !collapseDecided || compact != collapsedStorage else { return }
        let first = !collapseDecided
        collapseDecided = true
        if compact {
            style == .unspecified ? collapseClassic() : collapseColumns()
        } else if !first {
            style == .unspecified ? expandClassic() : expandColumns()
        }
    }

    /// The child shown while collapsed: the classic primary, the compact column's controller, or the primary column's stack.
    var displayedCollapsedChild: UIViewController? {
        if style == .unspecified { return classicControllers.first }
        return columnControllers[.compact] ?? columnNavigations[.primary]
    }

    // MARK: Classic

    /// UIKit's classic collapse: `primaryViewController(forCollapsing:)`
    /// picks the controller to keep, then
    /// `splitViewController(_:collapseSecondary:onto:)` may deal with the
    /// secondary; when it does not (false), the primary's
    /// `collapseSecondaryViewController(_:for:)` does (a navigation
    /// controller pushes it). The split then holds the primary alone.
    func collapseClassic() {
        collapsedStorage = true
        guard let primary = classicControllers.first else { return }
        let newPrimary = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if newPrimary !== primary {
            removeColumnChild(primary)
            if newPrimary.parentStorage !== self { addChild(newPrimary); newPrimary.didMove(toParent: self) }
        }
        guard classicControllers.count > 1 else {
            classicControllers = [newPrimary]
            return
        }
        let secondary = classicControllers[1]
        classicControllers = [newPrimary]
        collapsedSecondary = secondary
        if secondary.appearanceState == .appeared {
            secondary.beginAppearanceTransition(false, animated: false)
            secondary.viewIfLoaded?.removeFromSuperview()
            secondary.endAppearanceTransition()
        }
        secondary.viewIfLoaded?.removeFromSuperview()
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: newPrimary) ?? false
        if !handled { newPrimary.collapseSecondaryViewController(secondary, for: self) }
        // A secondary nobody took leaves the split.
        if secondary.parentStorage === self { removeColumnChild(secondary) }
    }

    /// UIKit's classic expansion: `primaryViewController(forExpanding:)`,
    /// then the secondary from `splitViewController(_:separateSecondaryFrom:)`
    /// or the primary's `separateSecondaryViewController(for:)` (a
    /// navigation controller gives back what was pushed onto it).
    func expandClassic() {
        collapsedStorage = false
        guard let primary = classicControllers.first else { return }
        let newPrimary = delegate?.primaryViewController(forExpanding: self) ?? primary
        if newPrimary !== primary {
            removeColumnChild(primary)
            if newPrimary.parentStorage !== self { addChild(newPrimary); newPrimary.didMove(toParent: self) }
        }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: newPrimary)
            ?? newPrimary.separateSecondaryViewController(for: self)
        if secondary == nil, let kept = collapsedSecondary, kept.parentStorage == nil { secondary = kept }
        collapsedSecondary = nil
        classicControllers = [newPrimary]
        guard let secondary else { return }
        if let parent = secondary.parentStorage, parent !== self {
            secondary.willMove(toParent: nil)
            secondary.viewIfLoaded?.removeFromSuperview()
            secondary.removeFromParent()
        }
        if secondary.parentStorage !== self { addChild(secondary); secondary.didMove(toParent: self) }
        classicControllers = [newPrimary, secondary]
    }

    // MARK: Column-style

    /// The column-style collapse: with a `.compact` column its controller
    /// is shown; otherwise the delegate picks the top column
    /// (`topColumnForCollapsingToProposedTopColumn`, proposed: the
    /// secondary) and the primary navigation controller takes the stacks
    /// of the columns up to it, in column order. Then
    /// `splitViewControllerDidCollapse(_:)`.
    func collapseColumns() {
        collapsedStorage = true
        defer { delegate?.splitViewControllerDidCollapse(self) }
        guard columnControllers[.compact] == nil, let primary = columnNavigations[.primary] else { return }
        let proposed: Column = columnNavigations[.secondary] != nil ? .secondary
            : columnNavigations[.supplementary] != nil ? .supplementary : .primary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        for column in [Column.primary, .supplementary, .secondary] { collapsedStacks[column] = columnNavigations[column]?.viewControllers }
        var joined = primary.viewControllers
        var columns: [Column] = []
        if top == .supplementary || top == .secondary { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        for column in columns {
            guard let navigation = columnNavigations[column] else { continue }
            joined += navigation.releaseStackForSplit()
        }
        primary.replaceStackForSplit(joined)
    }

    /// The column-style expansion: the delegate may change the proposed
    /// display mode (`displayModeForExpandingToProposedDisplayMode`); the
    /// joined stack is handed back to its columns (what was pushed after
    /// the primary's and supplementary's controllers goes to the
    /// secondary column); then `splitViewControllerDidExpand(_:)`.
    func expandColumns() {
        collapsedStorage = false
        let proposed = validated(preferredDisplayMode == .automatic ? automaticDisplayMode : preferredDisplayMode)
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        transientDisplayMode = mode != proposed ? mode : nil
        defer {
            collapsedStacks = [:]
            delegate?.splitViewControllerDidExpand(self)
        }
        guard columnControllers[.compact] == nil, let primary = columnNavigations[.primary] else { return }
        var rest = primary.viewControllers
        func take(_ original: [UIViewController]?) -> [UIViewController] {
            let owned = original ?? []
            var part: [UIViewController] = []
            while let next = rest.first, owned.contains(where: { $0 === next }) { part.append(rest.removeFirst()) }
            return part
        }
        var primaryPart = take(collapsedStacks[.primary])
        if primaryPart.isEmpty, let root = rest.first { primaryPart = [root]; rest.removeFirst() }
        var supplementaryPart = style == .tripleColumn ? take(collapsedStacks[.supplementary]) : []
        var secondaryPart = rest
        // A column the compact stack popped off shows what it held before.
        func restored(_ column: Column) -> [UIViewController] {
            (collapsedStacks[column] ?? []).filter { $0.parentStorage == nil || $0.parentStorage === columnNavigations[column] }
        }
        if style == .tripleColumn && supplementaryPart.isEmpty { supplementaryPart = restored(.supplementary) }
        if secondaryPart.isEmpty { secondaryPart = restored(.secondary) }
        primary.replaceStackForSplit(primaryPart)
        if let navigation = columnNavigations[.supplementary], !supplementaryPart.isEmpty { navigation.replaceStackForSplit(supplementaryPart) }
        if let navigation = columnNavigations[.secondary], !secondaryPart.isEmpty { navigation.replaceStackForSplit(secondaryPart) }
    }

    /// Collapsed, `show(_:)` brings `column`'s controller to the top of the joined stack.
    func showCollapsed(_ column: Column) {
        guard columnControllers[.compact] == nil, let primary = columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        switch column {
        case .primary:
            if let root = collapsedStacks[.primary]?.last, stack.contains(where: { $0 === root }) {
                primary.popToViewController(root, animated: true)
            } else {
                primary.popToRootViewController(animated: true)
            }
        case .supplementary, .secondary:
            guard let wanted = columnControllers[column] ?? collapsedStacks[column]?.first else { return }
            if stack.contains(where: { $0 === wanted }) {
                primary.popToViewController(wanted, animated: true)
            } else {
                primary.pushViewController(wanted, animated: true)
            }
        case .compact:
            return
        }
    }

    /// A column set while collapsed: the joined stack takes it when it is
    /// the secondary (the supplementary waits for expansion).
    func rejoinCollapsedStack(adding column: Column, replacing previous: [UIViewController]?) {
        guard column == .secondary, let primary = columnNavigations[.primary], let navigation = columnNavigations[.secondary],
              primary !== navigation else { return }
        collapsedStacks[.secondary] = navigation.viewControllers
        var base = primary.viewControllers
        if let first = previous?.first, let index = base.firstIndex(where: { $0 === first }), index > 0 { base = Array(base[..<index]) }
        let moved = navigation.releaseStackForSplit()
        // Through the navigation controller's push (or pop) transition.
        primary.setViewControllers(base + moved, animated: isViewLoaded && view.window != nil)
    }
}
