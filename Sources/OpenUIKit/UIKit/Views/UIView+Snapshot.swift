import Foundation

extension UIView {
    /// A view showing a frozen copy of this view's subtree (`snapshotView(afterScreenUpdates:)`).
    ///
    /// With `afterScreenUpdates == true` pending layout is performed first and
    /// the copy shows the view as the next frame would. With `false` the copy
    /// shows what is on screen now; a view that has never been rendered gives
    /// UIKit's `[Snapshotting]` warning and a blank snapshot. The snapshot's
    /// content scales with its bounds, and later changes to the source do not
    /// affect it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshot(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A snapshot of `rect` (in this view's coordinates).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.isFiniteRect else {
            Log.uiKit.warning("resizableSnapshotView(from:): non-finite rect \(rect)")
            return nil
        }
        return makeSnapshot(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    private func makeSnapshot(of rect: CGRect, afterScreenUpdates: Bool, capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: rect.size))
        if afterScreenUpdates {
            layoutIfNeeded()
        } else if !layer.hasBeenCommitted && AnimationEngine.shared.capturesSnapshots {
            Log.uiKit.warning("[Snapshotting] Snapshotting a view (\(debugName)) that has not been rendered at least once requires afterScreenUpdates:YES.")
            return snapshot
        }
        guard rect.width > 0, rect.height > 0 else { return snapshot }
        var tree = RenderTree(capturing: layer)
        if rect != bounds, !tree.layers.isEmpty {
            // Crop: the captured root shows only `rect`, clipped.
            tree.layers[0].bounds = rect
            tree.layers[0].masksToBounds = true
        }
        snapshot.layer.frozenContent = FrozenContent(tree: tree, origin: rect.origin)
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns (UIKit's `_UIReplicantView`).
final class SnapshotView: UIView {}
