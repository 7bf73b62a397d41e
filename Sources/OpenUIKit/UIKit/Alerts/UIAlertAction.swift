import Foundation

/// An action an alert controller shows as a button (`UIAlertAction`).
///
/// Tapping its button dismisses the alert; the handler runs once the
/// dismissal has finished, with the action. A disabled action
/// (`isEnabled` false) draws its title dimmed and ignores taps.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// Whether the button responds to taps; changes redraw the button at once.
    open var isEnabled = true { didSet { onEnabledChange?(isEnabled) } }
    /// Set by the alert's button to follow `isEnabled`.
    var onEnabledChange: ((Bool) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
