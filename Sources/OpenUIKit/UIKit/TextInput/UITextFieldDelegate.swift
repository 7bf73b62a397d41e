import Foundation

/// Optional methods that manage editing in a text field (`UITextFieldDelegate`).
///
/// A field calls them in UIKit's order. Beginning: `textFieldShouldBeginEditing`
/// (false keeps the field from becoming first responder), then
/// `textFieldDidBeginEditing`, then the `.editingDidBegin` actions. Typing:
/// `textField(_:shouldChangeCharactersIn:replacementString:)` (false drops
/// the change), then the text changes, `.editingChanged` actions run and
/// `textFieldDidChangeSelection` is called. Return: `textFieldShouldReturn`
/// (false ignores the key), then `.editingDidEndOnExit` actions. Clear button:
/// `textFieldShouldClear`. Ending: `textFieldShouldEndEditing` (false keeps
/// the field first responder), then `textFieldDidEndEditing(_:reason:)` —
/// whose default calls `textFieldDidEndEditing(_:)`, as UIKit calls the older
/// method only when the newer one is not implemented — then `.editingDidEnd`.
/// Every method has a default: the `should` methods return true.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
