import Foundation

/// The closure a `UIAction` runs (`UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure (`UIAction`).
///
/// Controls run actions for events (`UIControl.addAction(_:for:)`,
/// `UIButton(type:primaryAction:)`) and menus run the one chosen. While
/// the handler runs, `sender` is the object that sent it: the control, the
/// bar button item, or the control or interaction whose menu showed it.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name identifying an action among a control's actions (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a menu or button shows.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image a menu shows beside the title.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image a menu shows instead of `image` while `state` is `.on`.
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    /// How a menu draws the action and whether it can be chosen.
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu draws the action checked.
    open var state: UIMenuElement.State
    /// Unique per control: adding an action with an identifier a control
    /// already has replaces the old one.
    public let identifier: UIAction.Identifier
    /// The object that sent the action while the handler runs; nil otherwise.
    public private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action; without an identifier a unique one is generated.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
