import Foundation

/// Told ahead of time which items the collection view will show, to start
/// loading their data (`UICollectionViewDataSourcePrefetching`).
///
/// Assign it to `UICollectionView.prefetchDataSource`. While
/// `isPrefetchingEnabled` is true the collection view announces the items
/// of the next screen in the direction the content scrolls
/// (`collectionView(_:prefetchItemsAt:)`), and withdraws those that leave
/// that area without having been shown
/// (`collectionView(_:cancelPrefetchingForItemsAt:)`); an item that appears
/// is simply shown, through the data source.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items that will probably be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced before that are no longer about to be shown (optional).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
