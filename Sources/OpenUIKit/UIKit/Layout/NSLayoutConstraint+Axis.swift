import Foundation

extension NSLayoutConstraint {
    /// The axis a content-hugging or compression-resistance priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
