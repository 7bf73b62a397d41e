/// The keyboard's appearance (`UIKeyboardAppearance`); `.dark` draws Segue's keyboard dark.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// UIKit's alias of `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}
