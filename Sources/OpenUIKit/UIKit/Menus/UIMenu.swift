import Foundation

/// A titled group of menu elements: a whole menu, a submenu, or a section
/// of its parent (`UIMenu`).
///
/// A menu shown by a button, a bar button item or a context-menu
/// interaction draws its children top to bottom. A child menu with
/// `.displayInline` is drawn in place as a section, set off by a wide
/// separator; any other child menu is a row with a chevron that, chosen,
/// shows its own children in the card. `.singleSelection` makes choosing
/// an action turn it `.on` and every other action of the menu (and its
/// inline sections) `.off`. Elements with the `.hidden` attribute are not
/// drawn (UIKit, "UIMenu").
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Unique; generated when the initializer is given none.
    public let identifier: UIMenu.Identifier
    /// How the menu is drawn and how its actions' states change.
    public let options: UIMenu.Options
    /// The size of the menu's child rows.
    open var preferredElementSize: UIMenu.ElementSize
    /// The menu's elements, in the order drawn.
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu (same title, subtitle, image, identifier, options
    /// and element size) with `newChildren` as its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions of the menu and its submenus whose state is `.on`.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            return []
        }
    }
}
