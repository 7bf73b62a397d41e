import Foundation

/// A header or footer of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Its width (height, for a horizontal layout) resolves against the
/// section's content width — inside the section's leading and trailing
/// insets while `supplementariesFollowContentInsets` is true — and its
/// height against the container's. An alignment on the side the layout
/// scrolls from (`.top`, `.topLeading`, `.topTrailing` for a vertical
/// layout) puts it before the section's content, one on the far side after
/// it; with `extendsBoundary` (the default) the section grows by it,
/// otherwise it overlaps the content. Alignments on the other axis place it
/// inside the section at that edge. `.top`/`.bottom` centre it across the
/// section, the leading and trailing corners align it to that side.
/// `absoluteOffset` moves it without changing the section. With
/// `pinToVisibleBounds` it stays at the visible edge of the collection view
/// while its section is on screen, pushed away by the section's end.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    private let rectAlignment: NSRectAlignment
    private let absoluteOffset: CGPoint

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        rectAlignment = alignment
        self.absoluteOffset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(of: alignment), absoluteOffset: absoluteOffset),
                   anchor: nil)
    }

    /// Whether the section (or layout) grows to hold it (default true).
    open var extendsBoundary = true
    /// Whether it stays at the visible edge while its section is on screen (default false).
    open var pinToVisibleBounds = false
    open var alignment: NSRectAlignment { rectAlignment }
    open var offset: CGPoint { absoluteOffset }

    static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
