/// When the shift key is on automatically (`UITextAutocapitalizationType`).
/// Text typed through the harness is inserted as given; the value is kept for the app to read.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}
