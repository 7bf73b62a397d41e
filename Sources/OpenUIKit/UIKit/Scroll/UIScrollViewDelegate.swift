import Foundation

/// Receives a scroll view's scrolling events (`UIScrollViewDelegate`).
///
/// Every method is optional, as in UIKit: the protocol extension supplies
/// empty defaults. During a drag that ends with a flick UIKit calls, in
/// order: `scrollViewWillBeginDragging`, `scrollViewDidScroll` (each
/// change), `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` (each frame),
/// `scrollViewDidEndDecelerating`. An animated `setContentOffset` or
/// `scrollRectToVisible` ends with `scrollViewDidEndScrollingAnimation`.
/// Zooming (UIScrollView+Zooming.swift) scales the view
/// `viewForZooming(in:)` returns.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond (UIKit's unit); the target
    /// may be changed through the pointer.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Called after `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view that zooming scales; `nil` (the default) means no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when a pinch begins, and before an animated zoom.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called after each change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called after a pinch (and its bounce back to a limit) and after an animated zoom.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
