import Foundation

/// A bar button item's menu (UIKit, "UIBarButtonItem.menu"): an item with a
/// menu and neither a primary action nor a target-action shows the menu
/// when tapped, beside the item, and a chosen action runs with the item as
/// its sender.
extension UIBarButtonItem {
    /// Whether a tap shows the menu rather than running an action.
    var showsMenuOnTap: Bool { menu != nil && primaryAction == nil && targetAction == nil && isEnabled }

    /// Shows the menu beside `view`, the view drawing the item.
    func presentMenu(from view: UIView) {
        guard let menu, let window = view.window else { return }
        let container = MenuContainerView(menu: menu, source: .attached(view.convert(view.bounds, to: nil)), sender: self, in: window)
        container.present(in: window)
    }
}
