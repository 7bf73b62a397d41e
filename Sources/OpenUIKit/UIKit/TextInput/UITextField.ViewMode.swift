extension UITextField {
    /// When an overlay view (clear button, left or right view) shows (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }
}
