import Foundation

/// How a compositional section scrolls along the axis the layout does not
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any case but
/// `.none` lays the section's groups out along that axis in a scroll view
/// of the section's own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none = 0
    /// Scrolls freely.
    case continuous = 1
    /// Scrolls freely and comes to rest with a group's leading edge where the first group's was.
    case continuousGroupLeadingBoundary = 2
    /// Pages by the width (height) of the collection view.
    case paging = 3
    /// Moves one group per swipe, resting on group leading edges.
    case groupPaging = 4
    /// Moves one group per swipe, resting with a group centred.
    case groupPagingCentered = 5
}
