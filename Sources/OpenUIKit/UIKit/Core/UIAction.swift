import Foundation

/// The closure a `UIAction` runs (`UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled closure that controls run for events (`UIAction`).
///
/// Attach one with `UIControl.addAction(_:for:)` or
/// `UIButton(type:primaryAction:)`. While the handler runs, `sender` is the
/// control that sent it.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// A name identifying an action among a control's actions (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var image: UIImage?
    public var discoverabilityTitle: String?
    /// Unique per control: adding an action with an identifier a control
    /// already has replaces the old one.
    public let identifier: UIAction.Identifier
    /// The object that sent the action while the handler runs; nil otherwise.
    public private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action; without an identifier a unique one is generated.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
