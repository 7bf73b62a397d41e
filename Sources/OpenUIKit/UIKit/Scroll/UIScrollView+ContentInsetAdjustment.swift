import Foundation

/// Content-inset adjustment: how the safe area enters `adjustedContentInset`.
///
/// UIKit recomputes `adjustedContentInset` whenever one of its inputs moves
/// (the safe area, `contentInset`, the behaviour, the content size or the
/// bounce flags) and then calls `adjustedContentInsetDidChange()` and the
/// delegate's `scrollViewDidChangeAdjustedContentInset(_:)`. Segue does the
/// same: the safe-area path (`safeAreaMayHaveChanged`, run in every layout
/// pass) and the property observers call `updateAdjustedContentInset()`.
///
/// **Offset.** A scroll view resting at its minimum offset on an axis (the
/// top, `-adjustedContentInset.top`) stays there when the safe-area part of
/// the inset changes: that is how a table view under a navigation bar
/// starts at `contentOffset.y == -91` on a 390 × 844 screen without the app
/// doing anything. Changing `contentInset` itself does not move the offset
/// (UIKit's documented behaviour for `contentInset`).
///
/// **Subviews.** The edges the scroll view absorbed into its inset are not
/// passed on to its subviews' safe area (a cell scrolled under the
/// navigation bar has no top safe-area inset), as in UIKit.
extension UIScrollView {
    /// Whether the scroll view is the content view of a controller shown by a
    /// navigation or tab bar controller: the controller's view itself or the
    /// first subview of it (the view UIKit treats as the content scroll view).
    var isContentScrollViewOfContainedController: Bool {
        guard let controller = contentOwner, controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The controller whose content scroll view this is (see
    /// `UIViewController.contentScrollView`), if any.
    var contentOwner: UIViewController? {
        owningViewController ?? {
            guard let parent = superview, parent.subviews.first === self else { return nil }
            return parent.owningViewController
        }()
    }

    /// The safe-area insets the behaviour adds on each edge.
    func computedContentInsetAdjustment() -> UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        if behavior == .never { return .zero }
        let safe = safeAreaInsets
        if behavior == .always { return safe }
        let size = bounds.size
        var vertical = alwaysBounceVertical || contentSize.height > size.height
        let horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        if behavior == .automatic, isContentScrollViewOfContainedController { vertical = true }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// `contentInset`, the behaviour, the content size or a bounce flag changed.
    func contentInsetInputsDidChange() {
        setNeedsLayout()
        updateAdjustedContentInset()
    }

    /// Recomputes `adjustedContentInset`; if it moved, keeps a resting offset
    /// at the new minimum (for safe-area changes) and calls the hooks.
    func updateAdjustedContentInset() {
        let adjustment = computedContentInsetAdjustment()
        let old = adjustedContentInsetStorage
        let oldAdjustment = contentInsetAdjustment
        let ci = contentInset
        let new = UIEdgeInsets(top: ci.top + adjustment.top, left: ci.left + adjustment.left,
                               bottom: ci.bottom + adjustment.bottom, right: ci.right + adjustment.right)
        guard new != old || adjustment != oldAdjustment else { return }
        contentInsetAdjustment = adjustment
        adjustedContentInsetStorage = new
        if new != old {
            var offset = contentOffset
            if adjustment.top != oldAdjustment.top, offset.y == -old.top, !isDragging, !isDecelerating {
                offset.y = -new.top
            }
            if adjustment.left != oldAdjustment.left, offset.x == -old.left, !isDragging, !isDecelerating {
                offset.x = -new.left
            }
            if offset != contentOffset { contentOffset = offset }
            // A flow layout's line length depends on the left and right insets.
            if let collection = self as? UICollectionView { collection.collectionViewLayout.invalidateLayout() }
            setNeedsLayout()
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// The scroll view's safe area as its subviews see it: without the
    /// edges absorbed into `adjustedContentInset`.
    func safeAreaInsetsForContent(_ safe: UIEdgeInsets) -> UIEdgeInsets {
        let a = contentInsetAdjustment
        return UIEdgeInsets(top: max(0, safe.top - a.top), left: max(0, safe.left - a.left),
                            bottom: max(0, safe.bottom - a.bottom), right: max(0, safe.right - a.right))
    }
}

extension UIViewController {
    /// The scroll view UIKit treats as the controller's content (for inset
    /// adjustment and bars' scroll-edge appearances): its loaded view, or
    /// that view's first subview, when it is a scroll view.
    var contentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}
