import Foundation

extension UIView {
    /// Replaces a subview the view owns through a property (a background,
    /// header or footer view): removes `old`, adds `new` at the back when
    /// `atBack`, else on top. Returns false when nothing changed.
    @discardableResult
    func replaceOwnedSubview(_ old: UIView?, with new: UIView?, atBack: Bool) -> Bool {
        guard old !== new else { return false }
        old?.removeFromSuperview()
        if let new {
            if atBack { insertSubview(new, at: 0) } else { addSubview(new) }
        }
        return true
    }
}
