import Foundation

/// A collection view data source that shows snapshots
/// (`UICollectionViewDiffableDataSource`).
///
/// It makes itself the collection view's data source; the collection view
/// holds it weakly, so keep a reference. `apply(_:animatingDifferences:completion:)`
/// computes the difference from the current snapshot (`DiffableUpdate`)
/// and performs it as one batch update (`performBatchUpdates`): deleted,
/// inserted and reloaded items and sections cross-fade, moved items slide
/// to their new places, selection follows the items; reconfigured items
/// keep their cells (`reconfigureItems(at:)`). A section that changes its
/// place among the others, or a collection view that has shown nothing
/// yet, is reloaded instead. Without animation the same update happens at
/// once. `completion` runs when the update's animations end.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Returns the views of the layout's supplementary elements (nil: none is made).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Makes `snapshot` current and updates the collection view; `completion`
    /// runs once the collection view shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let cv = collectionView else {
            current = snapshot
            completion?()
            return
        }
        let update = DiffableUpdate(from: current, to: snapshot)
        guard !update.needsReload, cv.itemCounts != nil else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let perform = {
            cv.performBatchUpdates({
                self.current = snapshot
                self.sectionSnapshots = self.sectionSnapshots.filter {
                    snapshot.indexOfSection($0.key) != nil && snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems
                }
                cv.deleteSections(update.deletedSections)
                cv.insertSections(update.insertedSections)
                cv.reloadSections(update.reloadedSections)
                cv.deleteItems(at: update.deletedItems)
                cv.insertItems(at: update.insertedItems)
                cv.reloadItems(at: update.reloadedItems)
                for move in update.movedItems { cv.moveItem(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
        // Reconfigured items are named after the update: reconfigure them now.
        if !update.reconfiguredItems.isEmpty {
            UIView.performWithoutAnimation { cv.reconfigureItems(at: update.reconfiguredItems) }
        }
    }

    /// Makes `snapshot` current and reloads the collection view.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard let cv = collectionView else {
            current = snapshot
            completion?()
            return
        }
        let selected = (cv.indexPathsForSelectedItems ?? []).compactMap { current.itemIdentifier(at: $0) }
        current = snapshot
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil && snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        cv.reloadData()
        for id in selected {
            if let path = snapshot.indexPathOfItem(id) { cv.selectItem(at: path, animated: false, scrollPosition: []) }
        }
        if cv.window != nil { cv.layoutIfNeeded() }
        completion?()
    }

    /// Makes `snapshot` the content of `section` (appended when the
    /// current snapshot lacks it): the section shows its visible items.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    /// The section's snapshot: the one applied to it, or its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { result.append(current.itemIdentifiers(inSection: section)) }
        return result
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPathOfItem(itemIdentifier) }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Where `sectionIdentifier` is shown, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let id = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    /// The cell provider's cell. UIKit raises when the provider returns nil
    /// or there is no item; Segue reports it and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            UIKitException.raise(UIKitException.internalInconsistency, "Invalid item index path: \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, id) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(uiKitDescription(self)), item identifier: '\(id)'")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The supplementary view provider's view. UIKit raises when there is
    /// no provider or it returns nil; Segue reports it and shows an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "the supplementaryViewProvider of \(uiKitDescription(self)) returned nil (or is not set) for element kind \(kind) at index path \(indexPath)")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}
