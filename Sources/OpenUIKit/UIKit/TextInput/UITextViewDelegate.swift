import Foundation

/// Optional methods that manage editing in a text view (`UITextViewDelegate`),
/// which also receives the scroll view's delegate calls.
///
/// The order is UIKit's: `textViewShouldBeginEditing` (false keeps the view
/// from becoming first responder), `textViewDidBeginEditing`; for each edit
/// `textView(_:shouldChangeTextIn:replacementText:)` (false drops it), then
/// `textViewDidChange` and `textViewDidChangeSelection`; on resigning
/// `textViewShouldEndEditing` (false keeps editing), `textViewDidEndEditing`.
/// The `should` methods default to true.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
