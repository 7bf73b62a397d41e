/// Whether spell checking is on (`UITextSpellCheckingType`); Segue does not spell-check.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}
