import Foundation

/// The navigation controller's toolbar: hidden by default, laid out above
/// the bottom safe area (its background reaching down over it), showing
/// the top controller's `toolbarItems`, as in UIKit.
extension UINavigationController {
    /// `setToolbarHidden(_:animated:)`'s work. Animated (in a window), it slides down
    /// off the bottom edge (or up into place) over `hideShowBarDuration`
    /// while the top controller's safe area follows; otherwise it sets
    /// `isToolbarHidden`.
    func slideToolbar(hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        guard animated, let view = viewIfLoaded, view.window != nil else {
            isToolbarHidden = hidden
            return
        }
        toolbarSliding = true
        view.setNeedsLayout()
        view.layoutIfNeeded()
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [], animations: {
            self.isToolbarHidden = hidden
            view.layoutIfNeeded()
            self.topViewController?.viewIfLoaded?.layoutIfNeeded()
        }, completion: { _ in
            self.toolbarSliding = false
            view.setNeedsLayout()
            view.layoutIfNeeded()
        })
    }

    func toolbarHiddenDidChange(from oldValue: Bool) {
        guard oldValue != isToolbarHidden, let view = viewIfLoaded else { return }
        if toolbar.superview !== view { view.addSubview(toolbar) }
        view.setNeedsLayout()
        // The top controller's safe area includes the toolbar while it is shown.
        topViewController?.viewIfLoaded?.safeAreaMayHaveChanged(recursive: true)
    }

    /// Places the toolbar above the bottom safe area (off the bottom edge while hidden).
    func layoutToolbar(in bounds: CGRect) {
        guard let view = viewIfLoaded else { return }
        guard !isToolbarHidden || toolbarSliding || toolbar.superview != nil else { return }
        if toolbar.superview !== view { view.addSubview(toolbar) }
        let height = toolbar.sizeThatFits(bounds.size).height
        let safeBottom = max(view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom, 0)
        let top = isToolbarHidden ? bounds.height : bounds.height - safeBottom - height
        toolbar.backgroundExtension = safeBottom
        toolbar.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        toolbar.isHidden = isToolbarHidden && !toolbarSliding
        view.bringSubviewToFront(toolbar)
    }

    /// Shows the top controller's toolbar items.
    func updateToolbarItems(animated: Bool) {
        guard isViewLoaded || !isToolbarHidden else { return }
        toolbar.setItems(topViewController?.toolbarItems, animated: animated)
    }
}
