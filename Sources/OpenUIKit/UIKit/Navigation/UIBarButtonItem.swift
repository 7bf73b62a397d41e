import Foundation

/// A button in a navigation bar (`UIBarButtonItem`).
///
/// Target-action takes a method reference where UIKit takes a selector,
/// with UIKit's labels: `UIBarButtonItem(title: "Done", style: .done,
/// target: self, action: Self.done(_:))`. The method receives the item (or
/// nothing); the target is not retained. `primaryAction` (iOS 14) works
/// too. The navigation bar shows a controller's `navigationItem`'s left and
/// right items as tinted titles (system items by their English titles, an
/// image item by its title or "•"), and a tap runs the item's action.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The title the bar shows for the item.
        var title: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .close: return "✕"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .flexibleSpace, .fixedSpace: return ""
            default: return "•"
            }
        }
    }

    open var style: Style
    open var width: CGFloat = 0
    open weak var target: AnyObject?
    /// The selector sent to `target` when the item is tapped (with the item
    /// as the sender); with a nil target it travels the responder chain from
    /// the first responder. An action given as a method reference is kept
    /// apart and leaves this nil.
    open var action: Selector?
    /// A view the bar shows in place of the item's title or image (it gets
    /// the touches; the item's action is not sent for them).
    open var customView: UIView?
    /// The colour of the item's title or image; nil for the bar's tint colour.
    open var tintColor: UIColor?
    /// The item's action (a method reference or closure), nil for none.
    var targetAction: TargetAction<UIBarButtonItem>?
    open var primaryAction: UIAction?
    /// The menu the item shows when tapped, if it has no `primaryAction`
    /// and no target-action (Menus/UIBarButtonItem+Menu.swift).
    open var menu: UIMenu?
    let systemItem: SystemItem?

    public override init() {
        style = .plain
        systemItem = nil
        super.init()
    }

    /// An item from a storyboard or nib: a system item when the document
    /// names one (`systemItem="add"`), with its style (a subclass named by
    /// `customClass` is made through this initializer).
    public required init?(coder: NSCoder) {
        let system = (coder.decodeObject(forKey: "systemItem") as? String).flatMap { InterfaceBuilderLoader.systemItems[$0] }
        systemItem = system
        style = system == .done || coder.decodeObject(forKey: "style") as? String == "done" ? .done : .plain
        super.init(coder: coder)
        if let system { title = system.title }
    }

    public convenience init<Receiver>(title: String?, style: Style, target: Any?, action: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(.method(target: target, action), target: target)
    }

    public convenience init<Receiver>(title: String?, style: Style, target: Any?, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(.method(target: target, action), target: target)
    }

    public convenience init<Receiver>(image: UIImage?, style: Style, target: Any?, action: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(.method(target: target, action), target: target)
    }

    public convenience init<Receiver>(image: UIImage?, style: Style, target: Any?, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(.method(target: target, action), target: target)
    }

    public convenience init<Receiver>(barButtonSystemItem systemItem: SystemItem, target: Any?,
                                      action: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem)
        setAction(.method(target: target, action), target: target)
    }

    public convenience init<Receiver>(barButtonSystemItem systemItem: SystemItem, target: Any?,
                                      action: @escaping (Receiver) -> () -> Void) {
        self.init(systemItem: systemItem)
        setAction(.method(target: target, action), target: target)
    }

    /// An item that shows `customView` in the bar.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item that sends the selector `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with a title that sends the selector `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with an image that sends the selector `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item that runs `primaryAction` when tapped, or shows `menu` when
    /// it has no primary action (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    private init(systemItem: SystemItem) {
        style = systemItem == .done ? .done : .plain
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
    }

    private func setAction(_ action: TargetAction<UIBarButtonItem>, target: Any?) {
        targetAction = action
        self.target = target as AnyObject?
    }

    /// What the bar shows for the item.
    var displayedTitle: String { title ?? (image != nil ? "•" : "") }

    /// Runs the item's actions, as a tap on it does: `primaryAction`, then the target's action.
    func sendAction() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        targetAction?.perform(sender: self)
        if let action {
            TargetAction<UIBarButtonItem>.selector(target: target, action) { _ in UIResponder.actionChain(from: nil) }
                .perform(sender: self)
        }
    }
}
