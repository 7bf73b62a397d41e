import Foundation

/// Safe-area insets as on a notched iPhone.
///
/// A window's insets come from its size: a notched screen (aspect ratio of
/// 2 or more, as the 390 × 844 default) has 47 top and 34 bottom in
/// portrait, and 47 left and right and 21 bottom in landscape; an older
/// screen has 20 top (the status bar) in portrait and none in landscape.
/// A view's insets are the part of its bounds its superview's insets
/// cover, plus its controller's `additionalSafeAreaInsets` and, under a
/// visible navigation bar, the bar's extent; over a tab bar controller's
/// visible tab bar, the bar's extent at the bottom (49 pt plus the home
/// indicator's 34 pt on a notched portrait screen), as UIKit gives the
/// children of a `UITabBarController`; over a navigation controller's
/// shown toolbar, the toolbar and what lies below it.
extension UIView {
    public var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.deviceSafeAreaInsets }
        guard let parent = superviewStorage else { return .zero }
        var insets = parent.safeAreaInsets(ofSubviewAt: engineFrame)
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top; insets.left += extra.left
            insets.bottom += extra.bottom; insets.right += extra.right
            if let nav = controller.navigationController, nav !== controller, nav.isViewLoaded, !nav.isNavigationBarHidden,
               let barFrame = frameInOwnBounds(ofShownBar: nav.navigationBar),
               barFrame.maxY > 0, barFrame.minY <= insets.top {
                insets.top = max(insets.top, barFrame.maxY)
            }
            if let tabs = controller.tabBarController, tabs !== controller, tabs.isViewLoaded,
               let barFrame = frameInOwnBounds(ofShownBar: tabs.tabBar),
               barFrame.minY < bounds.height, barFrame.maxY >= bounds.height - insets.bottom {
                insets.bottom = max(insets.bottom, bounds.height - barFrame.minY)
            }
            if let nav = controller.navigationController, nav !== controller, nav.isViewLoaded, !nav.isToolbarHidden,
               let barFrame = frameInOwnBounds(ofShownBar: nav.toolbar),
               barFrame.minY < bounds.height, barFrame.maxY >= bounds.height - insets.bottom {
                insets.bottom = max(insets.bottom, bounds.height - barFrame.minY)
            }
        }
        return insets
    }

    /// The part of a subview's bounds at `f` (in this view) that the safe
    /// area `s` of this view covers.
    func insets(of f: CGRect, coveredBy s: UIEdgeInsets) -> UIEdgeInsets {
        let pb = bounds
        return UIEdgeInsets(
            top: clamp(pb.minY + s.top - f.minY, f.height),
            left: clamp(pb.minX + s.left - f.minX, f.width),
            bottom: clamp(f.maxY - (pb.maxY - s.bottom), f.height),
            right: clamp(f.maxX - (pb.maxX - s.right), f.width))
    }

    private func clamp(_ value: CGFloat, _ extent: CGFloat) -> CGFloat { min(max(value, 0), max(extent, 0)) }

    /// A bar's frame relative to this view's own top-left edge (a scroll
    /// view's bounds origin moves), or nil while the bar is off screen.
    private func frameInOwnBounds(ofShownBar bar: UIView) -> CGRect? {
        guard bar.superview != nil, !bar.isHidden else { return nil }
        return convert(bar.bounds, from: bar).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    }

    /// Checks the view's insets against the last ones it reported and, if
    /// they moved, calls `safeAreaInsetsDidChange()` (and the controller's
    /// `viewSafeAreaInsetsDidChange()`), then the margin callbacks.
    func safeAreaMayHaveChanged(recursive: Bool, duringOwnLayout: Bool = false) {
        let insets = safeAreaInsets
        let last = layoutStorage?.lastSafeAreaInsets ?? .zero
        if insets != last {
            autoLayout.lastSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            if insetsLayoutMarginsFromSafeArea { marginsDidChange() }
            LayoutEngine.inputsDidChange(self)
            if !duringOwnLayout { setNeedsLayout() }
        }
        if let scroll = self as? UIScrollView { scroll.updateAdjustedContentInset() }
        guard recursive else { return }
        for sub in subviewStorage { sub.safeAreaMayHaveChanged(recursive: true) }
    }
}

extension UIWindow {
    /// The device's insets for the window's current size.
    var deviceSafeAreaInsets: UIEdgeInsets {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return .zero }
        let notched = max(size.width, size.height) / min(size.width, size.height) >= 2
        let portrait = size.height >= size.width
        switch (notched, portrait) {
        case (true, true): return UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case (true, false): return UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        case (false, true): return UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        case (false, false): return .zero
        }
    }
}
