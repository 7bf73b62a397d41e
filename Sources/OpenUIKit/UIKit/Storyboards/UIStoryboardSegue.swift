import Foundation

/// A transition between two view controllers, as a storyboard declares it
/// (`UIStoryboardSegue`).
///
/// `perform()` runs the transition: the `performHandler` given at
/// creation, or, for a segue registered without one
/// (`UIViewController.registerSegue(withIdentifier:destination:segue:)`),
/// a storyboard "Show" segue: `source.show(destination, sender:)`.
/// Subclass it and override `perform()` for custom segue animations, as on
/// iOS; the source stays alive while the segue runs.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?
    /// The sender of a registered segue's "Show" kind.
    var showSender: Any?
    var showsByDefault = false

    /// `required`, so that a storyboard can make a custom segue's subclass
    /// (subclasses write `required init(identifier:source:destination:)`;
    /// `segue-port` rewrites their `override`).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// A segue that runs `performHandler` when performed.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition. The base class runs the perform handler, or the
    /// "Show" transition of a registered segue; otherwise it does nothing.
    open func perform() {
        if let performHandler {
            performHandler()
        } else if showsByDefault {
            source.show(destination, sender: showSender)
        }
    }
}
