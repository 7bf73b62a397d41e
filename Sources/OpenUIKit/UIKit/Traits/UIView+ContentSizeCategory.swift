import Foundation

extension UIView {
    /// The app's content size category changed from `previous`: the view
    /// remakes its Dynamic Type font if it adjusts it, hears
    /// `traitCollectionDidChange(_:)` (its controller too), needs layout,
    /// and passes the change to its subviews.
    func contentSizeCategoryDidChange(from previous: UIContentSizeCategory) {
        let current = traitCollection
        let before = current.withContentSize(previous)
        adjustFontForContentSizeCategory(current)
        traitCollectionDidChange(before)
        owningViewController?.traitCollectionDidChange(before)
        TraitChanges.notify(self, previous: before)
        TraitChanges.notify(owningViewController, previous: before)
        setNeedsLayout()
        for subview in subviews { subview.contentSizeCategoryDidChange(from: previous) }
    }

    /// Remakes the font of a label, text field or text view that adjusts
    /// its font for the content size category, where the font follows
    /// Dynamic Type.
    private func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        switch self {
        case let label as UILabel where label.adjustsFontForContentSizeCategory:
            if let scaling = label.font.dynamicType { label.font = scaling.font(compatibleWith: traits) }
        case let field as UITextField where field.adjustsFontForContentSizeCategory:
            if let scaling = field.font?.dynamicType { field.font = scaling.font(compatibleWith: traits) }
        case let textView as UITextView where textView.adjustsFontForContentSizeCategory:
            if let scaling = textView.font?.dynamicType { textView.font = scaling.font(compatibleWith: traits) }
        default:
            break
        }
    }
}
