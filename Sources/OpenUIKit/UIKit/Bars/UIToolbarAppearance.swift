import Foundation

/// The look of a toolbar (`UIToolbarAppearance`, iOS 13): the background
/// and shadow of `UIBarAppearance` and the buttons' appearances. Give it
/// to a toolbar's `standardAppearance`, `compactAppearance` or
/// `scrollEdgeAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The plain buttons' appearance; the toolbar's buttons take their title colour from `normal`.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The Done buttons' appearance.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A toolbar appearance with `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIToolbarAppearance(barAppearance: self)
        copy.buttonAppearance = buttonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance(style: .plain)
        copy.doneButtonAppearance = doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance(style: .done)
        return copy
    }
}
