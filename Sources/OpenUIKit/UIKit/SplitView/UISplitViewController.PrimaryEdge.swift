import Foundation

extension UISplitViewController {
    /// The edge the primary column sits on (`UISplitViewController.PrimaryEdge`, iOS 11).
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (the left, in a left-to-right layout).
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }
}
