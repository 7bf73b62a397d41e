import Foundation

/// How a bar's buttons of one style look in each state (`UIBarButtonItemAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    let style: UIBarButtonItem.Style

    /// The default appearance of `style` buttons.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// The default appearance of plain buttons.
    public convenience override init() { self.init(style: .plain) }

    /// Back to the default appearance of `style` buttons.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.copyState(from: UIBarButtonItemStateAppearance()) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        for (to, from) in zip([copy.normal, copy.highlighted, copy.disabled, copy.focused], [normal, highlighted, disabled, focused]) {
            to.copyState(from: from)
        }
        return copy
    }
}
