import Foundation

/// Settings of a compositional layout as a whole
/// (`UICollectionViewCompositionalLayoutConfiguration`): the axis sections
/// follow each other on, the space between them, and headers and footers
/// of the whole layout (before the first and after the last section).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() {}

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}
