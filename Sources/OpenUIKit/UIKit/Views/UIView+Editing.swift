import Foundation

extension UIView {
    /// Makes the first responder among this view and its subviews resign
    /// (`endEditing(_:)`): with `force` true it resigns even when its
    /// delegate's `…ShouldEndEditing` refuses. Returns whether it resigned
    /// (true when no view in the hierarchy was first responder).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        return responder.forceResignFirstResponder()
    }

    /// Resigns without asking the delegate (`endEditing(true)`).
    func forceResignFirstResponder() -> Bool {
        if let field = self as? UITextField { return field.resignForcibly() }
        if let textView = self as? UITextView { return textView.resignForcibly() }
        return false
    }
}
