import Foundation

/// A collection view's context menus (UIKit, "UICollectionViewDelegate",
/// "Managing context menus"): a long press asks the delegate's iOS 16
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with the
/// pressed item (an empty array in empty space), then, when that answers
/// nil over an item, the iOS 13 `contextMenuConfigurationForItemAt`. The
/// pressed cell is lifted unless the delegate supplies a preview.
extension UICollectionView {
    /// The collection view's context-menu interaction (iOS 14), through which a
    /// long press asks the delegate for a menu.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first { $0.delegate === self.contextMenuAdapter }
    }

    func installContextMenuInteraction() {
        let adapter = ListContextMenuAdapter()
        var pressed: IndexPath?
        adapter.configuration = { [weak self] point in
            guard let self, let delegate = self.collectionDelegate else { return nil }
            pressed = self.indexPathForItem(at: point)
            if let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: pressed.map { [$0] } ?? [], point: point) {
                return configuration
            }
            guard let pressed else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemAt: pressed, point: point)
        }
        adapter.highlightPreview = { [weak self] configuration in
            guard let self, let pressed else { return nil }
            return self.collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: pressed)
                ?? self.collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
                ?? self.cellForItem(at: pressed).map { UITargetedPreview(view: $0) }
        }
        adapter.dismissalPreview = { [weak self] configuration in
            guard let self, let pressed else { return nil }
            return self.collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: pressed)
                ?? self.collectionDelegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        adapter.willDisplay = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        }
        adapter.willEnd = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        }
        adapter.willPerformPreviewAction = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        contextMenuAdapter = adapter
        addInteraction(UIContextMenuInteraction(delegate: adapter))
    }
}
