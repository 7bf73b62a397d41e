import Foundation

extension NSLayoutConstraint {
    /// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }
}
