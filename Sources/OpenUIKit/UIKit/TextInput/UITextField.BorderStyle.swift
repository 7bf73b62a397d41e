extension UITextField {
    /// The border drawn around a text field (`UITextField.BorderStyle`).
    /// `.roundedRect` draws a white field with a hairline grey border and 5 pt
    /// corners; `.line` a 1 pt dark border; `.bezel` a 1 pt grey border.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }
}
