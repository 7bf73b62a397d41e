import Foundation

/// The look of a navigation bar (`UINavigationBarAppearance`, iOS 13): the
/// background and shadow of `UIBarAppearance`, the title's attributes and
/// the buttons' appearances. Give it to a bar's `standardAppearance`,
/// `compactAppearance` or `scrollEdgeAppearance`, or to a navigation
/// item's, which win while the item is on top.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`); empty for bold 17 pt in the label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The plain buttons' appearance; the bar's buttons take their title colour from `normal`.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The Done buttons' appearance.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's appearance.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back indicator and the mask its title slides under; both or neither.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            Log.uiKit.error("UINavigationBarAppearance: the back indicator image and its transition mask must be set together; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A navigation bar appearance with `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance(style: .plain)
        copy.doneButtonAppearance = doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance(style: .done)
        copy.backButtonAppearance = backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance(style: .plain)
        copy.backIndicatorImage = backIndicatorImage
        copy.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        return copy
    }
}
