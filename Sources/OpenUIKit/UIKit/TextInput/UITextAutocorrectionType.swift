/// Whether autocorrection is on while typing (`UITextAutocorrectionType`).
/// Segue never corrects typed text; the value is kept for the app to read.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}
