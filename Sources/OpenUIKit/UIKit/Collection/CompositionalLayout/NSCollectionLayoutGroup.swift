import Foundation

/// The frames of a custom group's items, asked of its provider.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items (and groups) arranged in a line or at custom frames
/// (`NSCollectionLayoutGroup`). A section repeats its group until every
/// item has a place.
///
/// - `horizontal(layoutSize:subitems:)` / `vertical(…)`: the subitems, in
///   turn and over again, while the next one still fits the group's width
///   (height), at least one.
/// - `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem
///   `count` times at its own size.
/// - `horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16): `count`
///   equal items filling the group's width with `interItemSpacing` between
///   them; the item's own width is not used.
/// - `custom(layoutSize:itemProvider:)`: the provider's frames.
///
/// Between items sits `interItemSpacing`; each item's `edgeSpacing` adds
/// space around its slot. Flexible spacings take their minimum plus an equal
/// share of what the group leaves over along its axis; across the axis an
/// item sits at the group's top (leading) edge after its fixed edge spacing,
/// flexible edge spacings sharing the space left. An estimated group
/// dimension becomes the extent of its content.
///
/// The class is `public`, not `open`: its factories return `Self` and UIKit
/// offers no initialiser a subclass could call.
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How the subitems fill the group.
    enum Repetition: Equatable {
        /// In turn while they fit.
        case whileFitting
        /// `count` times at their own size.
        case count(Int)
        /// `count` equal items sharing the group's length.
        case equalCount(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition
    private let items: [NSCollectionLayoutItem]

    required init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], repetition: Repetition) {
        self.arrangement = arrangement
        self.repetition = repetition
        items = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    private static func checkedCount(_ count: Int) -> Int {
        guard count >= 1 else {
            UIKitException.raise(UIKitException.invalidArgument, "count must be greater than zero (got \(count)); using 1")
            return 1
        }
        return count
    }

    private static func checked(_ subitems: [NSCollectionLayoutItem]) -> [NSCollectionLayoutItem] {
        if subitems.isEmpty {
            UIKitException.raise(UIKitException.invalidArgument, "a group must have at least one subitem")
        }
        return subitems
    }

    /// The subitems in turn, over again, while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: checked(subitems), repetition: .whileFitting)
    }

    /// `count` equally wide items filling the group's width.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .equalCount(checkedCount(count)))
    }

    /// The subitem `count` times along the horizontal axis, at its own size.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .count(checkedCount(count)))
    }

    /// The subitems in turn, over again, while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: checked(subitems), repetition: .whileFitting)
    }

    /// `count` equally tall items filling the group's height.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .equalCount(checkedCount(count)))
    }

    /// The subitem `count` times along the vertical axis, at its own size.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .count(checkedCount(count)))
    }

    /// Items at the frames `itemProvider` returns (relative to the group's origin).
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetition: .whileFitting)
    }

    /// Space between the group's items (nil: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// The group's subitems as given.
    public var subitems: [NSCollectionLayoutItem] { items }
    /// Views attached to the group; the first item's index path is theirs.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryStorage }
        set { supplementaryStorage = newValue }
    }

    /// A text picture of the group's arrangement (for debugging).
    public func visualDescription() -> String {
        switch arrangement {
        case .horizontal: return "horizontal group of \(items.count) subitem(s), \(repetition)"
        case .vertical: return "vertical group of \(items.count) subitem(s), \(repetition)"
        case .custom: return "custom group"
        }
    }
}
