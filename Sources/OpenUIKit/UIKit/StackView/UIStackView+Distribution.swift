import Foundation

extension UIStackView {
    /// How arranged views share the stack's length along its axis (`UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the one with the lowest hugging priority
        /// grows, the one with the lowest compression resistance shrinks.
        case fill = 0
        /// The views fill the axis with equal lengths.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally
        /// The gaps between views are equal (at least `spacing`).
        case equalSpacing
        /// The distances between views' centres are equal.
        case equalCentering
    }
}
