import Foundation

/// A view behind a section, such as its background
/// (`NSCollectionLayoutDecorationItem`).
///
/// A background covers the whole section — its headers, footers and
/// content insets included — shrunk by the decoration item's own
/// `contentInsets`. The collection view makes its view from the class the
/// layout registered with `register(_:forDecorationViewOfKind:)`; it sits
/// below the section's cells. The class is `public`, not `open`: its
/// factory returns `Self` and UIKit offers no initialiser a subclass could call.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    private let kind: String

    required init(kind: String) {
        self.kind = kind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background of the section, of `elementKind`.
    public class func background(elementKind: String) -> Self { Self(kind: elementKind) }

    /// The stacking order (default 0: below the section's items).
    public var zIndex = 0
    public var elementKind: String { kind }
}
