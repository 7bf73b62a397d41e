import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`, as Apple
/// documents them for split view controllers.
extension UISplitViewController {
    /// The navigation controller that holds the collapsed interface, if the shown child is one.
    var collapsedNavigation: UINavigationController? { displayedCollapsedChild as? UINavigationController }

    /// `show(_:sender:)`'s work: the delegate may show `vc` itself
    /// (`splitViewController(_:show:sender:)`, classic); otherwise,
    /// expanded, `vc` becomes the primary controller; collapsed, the
    /// collapsed stack pushes it (through the navigation controller's push
    /// transition), or, without one, it is presented.
    func showPrimary(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsedStorage {
            if let navigation = collapsedNavigation { return push(vc, onto: navigation) }
            return present(vc, animated: true)
        }
        if style == .unspecified {
            viewControllers = [vc] + classicControllers.dropFirst()
        } else if let navigation = columnNavigations[.primary], !(vc is UINavigationController) {
            columnControllers[.primary] = vc
            navigation.replaceStackForSplit([vc])
        } else {
            setViewController(vc, for: .primary)
        }
    }

    /// `showDetailViewController(_:sender:)`'s work: the delegate may show
    /// `vc` itself (`splitViewController(_:showDetail:sender:)`, classic);
    /// otherwise, expanded, `vc` replaces the secondary controller (a
    /// leading column laid over it goes away); collapsed, the collapsed
    /// stack pushes it, as `show(_:sender:)` on the primary would. Showing
    /// the secondary controller already shown does nothing.
    func showSecondary(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            if style != .unspecified, columnControllers[.compact] == nil {
                collapsedStacks[.secondary] = [vc]
            }
            if let navigation = collapsedNavigation { return push(vc, onto: navigation) }
            return present(vc, animated: true)
        }
        if style == .unspecified {
            guard columnChild(.secondary) !== vc else { return }
            viewControllers = Array(classicControllers.prefix(1)) + [vc]
        } else {
            guard columnControllers[.secondary] !== vc else { return }
            if let navigation = columnNavigations[.secondary], !(vc is UINavigationController) {
                columnControllers[.secondary] = vc
                navigation.replaceStackForSplit([vc])
            } else {
                setViewController(vc, for: .secondary)
            }
        }
        if Self.overlays(resolvedDisplayMode) {
            changeDisplayMode(to: .secondaryOnly, transient: true, bySystem: true, animated: true)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Pushes `vc` onto the collapsed stack; a navigation controller's own
    /// stack is pushed in its place (its controllers move across), and it
    /// takes them back when the interface expands.
    private func push(_ vc: UIViewController, onto navigation: UINavigationController) {
        guard let nested = vc as? UINavigationController else {
            navigation.pushViewController(vc, animated: true)
            return
        }
        let moved = nested.releaseStackForSplit()
        guard !moved.isEmpty else { return }
        navigation.collapsedSecondaryNavigation = (nested, moved[0])
        navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
    }
}
