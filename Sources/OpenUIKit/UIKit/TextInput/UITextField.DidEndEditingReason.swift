extension UITextField {
    /// Why editing ended (`UITextField.DidEndEditingReason`), passed to
    /// `textFieldDidEndEditing(_:reason:)`. Segue ends editing only by resigning: `.committed`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }
}
