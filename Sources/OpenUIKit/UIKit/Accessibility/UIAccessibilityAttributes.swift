import Foundation

/// A view's accessibility attributes, in a box made on the first write so
/// that views which set none pay one pointer.
@MainActor
final class UIAccessibilityAttributes {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
    var viewIsModal = false
    var elementsHidden = false
    var ignoresInvertColors = false
}

extension UIView {
    func writeAccessibility(_ change: (UIAccessibilityAttributes) -> Void) {
        let attributes = accessibilityAttributes ?? UIAccessibilityAttributes()
        accessibilityAttributes = attributes
        change(attributes)
    }
}
