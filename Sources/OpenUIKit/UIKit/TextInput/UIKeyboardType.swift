/// The kind of keyboard a text input shows (`UIKeyboardType`, part of `UITextInputTraits`).
/// Segue's software keyboard is drawn the same for every type; the value is kept for the app to read.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's alias of `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}
