import Foundation

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: those of the window its view is in (or the
    /// screen's, before it is in one), derived from the window's size as an
    /// iPhone's are (`UITraitCollection`). A presented controller whose
    /// presentation controller has an `overrideTraitCollection` gets that.
    public var traitCollection: UITraitCollection {
        if let override = presentationControllerStorage?.overrideTraitCollection { return override }
        let viewTraits = viewStorage?.traitCollection
        let style = viewTraits?.userInterfaceStyle
            ?? (overrideUserInterfaceStyle == .unspecified ? .light : overrideUserInterfaceStyle)
        let custom = viewTraits?.customTraits ?? TraitChanges.record(of: self, creating: false)?.custom ?? [:]
        if let window = traitWindow {
            return UITraitCollection.environment(size: window.bounds.size, scale: window.screen.scale).withStyle(style)
                .withCustomTraits(custom)
        }
        return UITraitCollection.environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale).withStyle(style)
            .withCustomTraits(custom)
    }

    /// The window the controller lives in: its view's, its host's, or its presenter's or parent's.
    var traitWindow: UIWindow? {
        if let window = viewStorage?.window ?? hostWindow { return window }
        return (presentingStorage ?? parentStorage)?.traitWindow
    }

    /// `willTransition(to:with:)`'s default: to each child, then to the
    /// presented controller through its presentation controller.
    func forwardTraitTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
        guard let presented = presentedStorage else { return }
        if let presentation = presented.presentationControllerStorage {
            presentation.willTransition(to: newCollection, with: coordinator)
        } else {
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }

    /// This controller, its children and its presented controllers, parents before children.
    var controllerTree: [UIViewController] {
        var all: [UIViewController] = [self]
        for child in childStorage { all += child.controllerTree }
        if let presented = presentedStorage { all += presented.controllerTree }
        return all
    }
}
