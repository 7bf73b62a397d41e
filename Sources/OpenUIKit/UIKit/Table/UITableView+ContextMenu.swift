import Foundation

/// A table view's context menus (UIKit, "UITableViewDelegate", "Managing
/// context menus"): a long press on a row asks the delegate's
/// `tableView(_:contextMenuConfigurationForRowAt:point:)`; the row's cell
/// is lifted unless the delegate supplies a preview, and the delegate hears
/// `willDisplayContextMenu`, `willPerformPreviewActionForMenuWith` and
/// `willEndContextMenuInteraction`. A press outside every row shows nothing.
extension UITableView {
    /// The table view's context-menu interaction (iOS 14), through which a
    /// long press asks the delegate for a menu.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first { $0.delegate === self.contextMenuAdapter }
    }

    func installContextMenuInteraction() {
        let adapter = ListContextMenuAdapter()
        var pressed: IndexPath?
        adapter.configuration = { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point), let delegate = self.tableDelegate else { return nil }
            pressed = indexPath
            return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        adapter.highlightPreview = { [weak self] configuration in
            guard let self else { return nil }
            return self.tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
                ?? pressed.flatMap { self.cellForRow(at: $0) }.map { UITargetedPreview(view: $0) }
        }
        adapter.dismissalPreview = { [weak self] configuration in
            guard let self else { return nil }
            return self.tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        adapter.willDisplay = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        }
        adapter.willEnd = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        }
        adapter.willPerformPreviewAction = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        contextMenuAdapter = adapter
        addInteraction(UIContextMenuInteraction(delegate: adapter))
    }
}
