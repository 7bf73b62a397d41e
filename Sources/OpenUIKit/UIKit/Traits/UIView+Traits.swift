import Foundation

extension UIView: UITraitEnvironment {
    /// The view's traits: its window's (from the window's size, as an
    /// iPhone's; `UITraitCollection`), or the screen's while it is in none,
    /// with the user interface style `overrideUserInterfaceStyle` gives it
    /// here, on its view controller or above (light otherwise).
    public var traitCollection: UITraitCollection {
        let size = window.map { ($0.bounds.size, $0.screen.scale) } ?? (UIScreen.main.bounds.size, UIScreen.main.scale)
        return UITraitCollection.environment(size: size.0, scale: size.1).withStyle(effectiveStyle(overriding: overrideUserInterfaceStyle))
            .withCustomTraits(TraitChanges.customOverrides(for: self))
    }

    /// The style the view has when its own override is `own`: that, else its
    /// controller's, else its superview's, else light.
    func effectiveStyle(overriding own: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        if own != .unspecified { return own }
        if let controller = owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
            return controller.overrideUserInterfaceStyle
        }
        return superview?.effectiveStyle(overriding: superview?.overrideUserInterfaceStyle ?? .unspecified) ?? .light
    }

    /// `color` resolved with the view's traits.
    func resolved(_ color: UIColor) -> CGColor {
        color.provider == nil ? color.cgColor : color.resolvedColor(with: traitCollection).cgColor
    }

    /// The view's style changed from `previousStyle`: it and every subview
    /// that does not override the style re-resolve their colours and hear
    /// `traitCollectionDidChange(_:)` (their controllers too).
    func appearanceDidChange(previousStyle: UIUserInterfaceStyle) {
        let current = traitCollection
        resolvedStyle = current.userInterfaceStyle
        guard current.userInterfaceStyle != previousStyle else { return }
        let previous = current.withStyle(previousStyle)
        current.performAsCurrent { resolveAppearance() }
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        TraitChanges.notify(self, previous: previous)
        TraitChanges.notify(owningViewController, previous: previous)
        for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified
            && subview.owningViewController?.overrideUserInterfaceStyle ?? .unspecified == .unspecified {
            subview.appearanceDidChange(previousStyle: previousStyle)
        }
    }

    /// The view moved: where its style is no longer the one its colours
    /// were resolved for (a view made light, added under a dark one), its
    /// appearance changes.
    func styleMayHaveChanged() {
        let style = effectiveStyle(overriding: overrideUserInterfaceStyle)
        if style != resolvedStyle { appearanceDidChange(previousStyle: resolvedStyle) }
    }

    /// Re-applies what the view draws in dynamic colours: its background,
    /// and, through `tintColorDidChange()`, what it tints.
    func resolveAppearance() {
        if let color = backgroundColorStorage { layer.backgroundColor = resolved(color) }
        (self as? UILabel)?.textColorNeedsResolving()
        tintColorDidChange()
    }
}
