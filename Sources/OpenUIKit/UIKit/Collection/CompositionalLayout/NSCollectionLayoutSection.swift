import Foundation

/// Called before each layout pass with the section's visible items, its
/// scroll offset and the layout environment; changes to the items' `alpha`,
/// `transform`, `center`, `zIndex` and `isHidden` show in that pass.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group repeated until every item
/// has a place (`NSCollectionLayoutSection`).
///
/// Groups follow each other along the layout's axis, `interGroupSpacing`
/// apart, inside the section's `contentInsets`; the top-level group's
/// fractional dimensions resolve against the container's effective size
/// less those insets. With an `orthogonalScrollingBehavior` other than
/// `.none` the groups run along the other axis instead, in a scroll view of
/// the section's own, and the section is as thick as its group.
/// `boundarySupplementaryItems` are its headers and footers,
/// `decorationItems` its backgrounds.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    private let sectionGroup: NSCollectionLayoutGroup

    public init(group: NSCollectionLayoutGroup) {
        sectionGroup = group
    }

    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the leading and trailing content insets (default true).
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    open var supplementariesFollowContentInsets: Bool {
        get { followsInsets }
        set { followsInsets = newValue }
    }
    var followsInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The section's group.
    var group: NSCollectionLayoutGroup { sectionGroup }
}
