import Foundation

/// How a button shows its `menu` (UIKit, "UIButton.menu",
/// "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction"):
/// - with `showsMenuAsPrimaryAction`, a touch down opens the menu beside
///   the button (sending `.menuActionTriggered`) instead of the primary
///   action; the finger can slide onto a row and lift to choose it;
/// - otherwise a long press opens it (a `UIContextMenuInteraction` with
///   the compact appearance, added while the button has a menu);
/// - with `changesSelectionAsPrimaryAction` as well as a menu shown as the
///   primary action, the button is a pop-up button: its menu's actions
///   form one selection, one of them is always `.on` (the first when none
///   is), and the button's title is that action's title.
extension UIButton {
    func presentMenuForTouch() {
        guard let menu, let window else { return }
        sendActions(for: .menuActionTriggered)
        let isPopUp = changesSelectionAsPrimaryAction
        let container = MenuContainerView(menu: menu, source: .attached(convert(bounds, to: nil)), sender: self, in: window,
                                          forcesSingleSelection: isPopUp)
        if isPopUp {
            container.onEnd = { [weak self, weak container] ending in
                guard let container else { return }
                container.finish(ending)
                self?.showSelectedMenuTitle()
            }
        }
        container.present(in: window)
        menuForTrackedTouch = container
    }

    func menuDidChange() {
        if changesSelectionAsPrimaryAction, showsMenuAsPrimaryAction, let menu {
            let actions = Self.actions(in: menu.children)
            if !actions.contains(where: { $0.state == .on }), let first = actions.first { first.state = .on }
            showSelectedMenuTitle()
        }
        let wantsLongPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsLongPress, menuInteraction == nil {
            let delegate = ButtonMenuDelegate(button: self)
            let interaction = UIContextMenuInteraction(delegate: delegate)
            interaction.presentsAttached = true
            interaction.actionSender = self
            buttonMenuDelegate = delegate
            menuInteraction = interaction
            addInteraction(interaction)
        } else if !wantsLongPress, let interaction = menuInteraction {
            removeInteraction(interaction)
            menuInteraction = nil
            buttonMenuDelegate = nil
        }
    }

    /// Shows the pop-up button's selected action's title.
    private func showSelectedMenuTitle() {
        guard let menu, let selected = Self.actions(in: menu.children).first(where: { $0.state == .on }) else { return }
        setTitle(selected.title, for: .normal)
    }

    private static func actions(in elements: [UIMenuElement]) -> [UIAction] {
        elements.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return actions(in: menu.children) }
            if let deferred = element as? UIDeferredMenuElement { return actions(in: deferred.cachedElements ?? []) }
            return []
        }
    }
}

/// Answers a button's long-press interaction with the button's menu.
@MainActor
final class ButtonMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
        super.init()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let button, let menu = button.menu, button.isEnabled else { return nil }
        button.sendActions(for: .menuActionTriggered)
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}
