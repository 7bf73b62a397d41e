import Foundation

/// A view controller whose view is a collection view it feeds
/// (`UICollectionViewController`).
///
/// As in UIKit, `loadView` creates a `UICollectionView` with the layout
/// given to `init(collectionViewLayout:)`, the controller as its data
/// source and delegate, and makes it the controller's view. The controller
/// implements the data source and delegate methods with UIKit's defaults
/// (no items, every item selectable), so a subclass writes
/// `override func collectionView(_:cellForItemAt:)` and the others it
/// answers, as on iOS.
///
/// With `clearsSelectionOnViewWillAppear` (the default) `viewWillAppear`
/// deselects the selected items — alongside the transition when there is
/// a transition coordinator, selecting them again if the transition is
/// cancelled — as `UITableViewController` does with rows.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout
    private var collectionViewStorage: UICollectionView?

    /// Whether `viewWillAppear` clears the selection (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a navigation controller pushing this controller over another
    /// collection view controller (and popping it) animates a layout change
    /// of that controller's collection view instead of sliding views
    /// (default false). Pushed so, this controller shares the collection
    /// view below it: `collectionView` is that one, its view a container
    /// holding it, and the push changes its layout to this controller's with
    /// `setCollectionViewLayout(_:animated:completion:)`; the pop changes it
    /// back. Set it before the push (LayoutToLayoutNavigationAnimator.swift).
    open var useLayoutToLayoutNavigationTransitions = false

    /// The collection view shared with the controller below, for a
    /// layout-to-layout push.
    var sharedCollectionView: UICollectionView?

    /// The layout this controller's items use (its own, even while it shares a collection view).
    var ownLayout: UICollectionViewLayout { layout }

    /// The collection view this controller made for itself, if any.
    var ownCollectionView: UICollectionView? { collectionViewStorage }

    /// A collection view controller whose collection view lays out its
    /// items with `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A collection view controller with a flow layout (UIKit loads the
    /// layout from the nib; without one it requires a layout).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The managed collection view (the controller's view; loads it on
    /// first access). Setting it makes it the controller's view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return collectionViewStorage ?? sharedCollectionView
        }
        set {
            collectionViewStorage = newValue
            if let newValue { layout = newValue.collectionViewLayout }
            view = newValue
        }
    }

    /// The layout the collection view uses: the collection view's current
    /// layout once it is loaded, otherwise the one the controller was
    /// created with.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionViewStorage?.collectionViewLayout ?? layout
    }

    open override func loadView() {
        if sharedCollectionView != nil {
            // A layout-to-layout push: the view holds the shared collection view.
            let container = UIView(frame: UIScreen.main.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = container
            return
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionViewStorage = collection
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionViewStorage,
              let items = collection.indexPathsForSelectedItems, !items.isEmpty else { return }
        guard let coordinator = transitionCoordinator else {
            for ip in items { collection.deselectItem(at: ip, animated: animated) }
            return
        }
        let reselect: (Bool) -> Void = { [weak collection] animated in
            guard let collection else { return }
            for ip in items where collection.indexPathsForSelectedItems?.contains(ip) != true {
                collection.selectItem(at: ip, animated: animated, scrollPosition: [])
            }
        }
        coordinator.animate(alongsideTransition: { [weak collection] _ in
            for ip in items { collection?.deselectItem(at: ip, animated: true) }
        }, completion: { context in
            if context.isCancelled { reselect(false) }
        })
        coordinator.notifyWhenInteractionChanges { context in
            if context.isCancelled { reselect(true) }
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Subclasses that report items override this; the default is a blank cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    // MARK: UIScrollViewDelegate
    //
    // Declared here so that a subclass's implementations are the ones the
    // collection view calls: without the Objective-C runtime a subclass
    // cannot replace a protocol requirement its superclass met with the
    // protocol's default. Subclasses therefore write `override func
    // scrollViewDidScroll(_:)` (which `segue port` adds).

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
