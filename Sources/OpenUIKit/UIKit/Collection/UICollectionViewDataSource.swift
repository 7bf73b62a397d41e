import Foundation

/// Supplies a collection view's items (`UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Number of sections (optional; default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: obtain it with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The view for a supplementary element the layout shows (optional):
    /// obtain it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Without an implementation UIKit raises when the layout shows a
    /// supplementary view; Segue reports it through `UIKitException` and
    /// shows an empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitException.raise(UIKitException.internalInconsistency,
                             "the data source \(uiKitDescription(self)) does not implement collectionView:viewForSupplementaryElementOfKind:atIndexPath: but the layout shows a supplementary view of kind \(kind) at \(indexPath)")
        let view = UICollectionReusableView(frame: .zero)
        view.elementKind = kind
        return view
    }
}
