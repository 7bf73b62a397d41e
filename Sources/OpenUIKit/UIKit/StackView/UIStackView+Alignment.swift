import Foundation

extension UIStackView {
    /// How arranged views sit across the stack's axis (`UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// Leading edges aligned (top edges in a horizontal stack: `.top`).
        case leading = 1
        /// First baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centres aligned.
        case center = 3
        /// Trailing edges aligned (bottom edges in a horizontal stack: `.bottom`).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// `.leading` (the same value in UIKit).
        public static var top: Alignment { .leading }
        /// `.trailing` (the same value in UIKit).
        public static var bottom: Alignment { .trailing }
    }
}
