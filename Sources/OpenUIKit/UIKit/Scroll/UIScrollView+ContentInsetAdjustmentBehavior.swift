import Foundation

extension UIScrollView {
    /// How a scroll view adds the safe area to its `contentInset`
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`, iOS 11).
    ///
    /// - `automatic`: as `scrollableAxes`, except that top and bottom are
    ///   always adjusted when the scroll view is the content view of a
    ///   controller shown by a navigation or tab bar controller.
    /// - `scrollableAxes`: top and bottom when the content is taller than the
    ///   scroll view or `alwaysBounceVertical` is set; left and right when it
    ///   is wider or `alwaysBounceHorizontal` is set.
    /// - `never`: `adjustedContentInset == contentInset`.
    /// - `always`: every edge includes the safe area.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}
