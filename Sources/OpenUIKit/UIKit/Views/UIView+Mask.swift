import Foundation

extension UIView {
    /// Sets `mask` (declared in UIView.swift, where it can be `open`):
    /// an optional view whose alpha channel masks this view's content
    /// (`UIView.mask`).
    ///
    /// UIKit: "The view's alpha channel determines how much of the view's
    /// content and background shows through. Fully or partially opaque pixels
    /// allow the underlying content to show through but fully transparent
    /// pixels block that content." The mask view's layer becomes this view's
    /// layer's `mask`, so the mask view's `frame` is in this view's bounds
    /// coordinates and animates like any view property (`UIView.animate`,
    /// property animators). "Do not add this view to the view hierarchy of
    /// any other view": a view that has a superview, that contains this
    /// view, or that is a window is refused with a diagnostic, and the mask is
    /// left unchanged. The mask view is not a subview: its `superview` stays
    /// nil.
    func setMaskView(_ newValue: UIView?) {
        if let newValue, newValue === maskViewStorage { return }
        if let newValue {
            if newValue.superview != nil || newValue.isWindow || isDescendant(of: newValue) {
                Log.uiKit.error("UIView.mask: \(type(of: newValue)) is in a view hierarchy; a mask view must not have a superview (UIKit: do not add it to the view hierarchy); mask not set")
                return
            }
        }
        layer.mask = newValue?.layer
        guard layer.mask === newValue?.layer else { return } // refused by the layer
        maskViewStorage = newValue
    }
}
