import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates
    /// (`NSLayoutConstraint.Attribute`). Leading and trailing follow a
    /// left-to-right layout direction here.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// `.baseline` is `.lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        var isSize: Bool { self == .width || self == .height }
    }
}
