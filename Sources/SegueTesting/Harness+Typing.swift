import Foundation
@_spi(SegueTesting) import OpenUIKit

extension TransitionHarness {
    /// Types `text` on the software keyboard into the first responder (a
    /// `UITextField`, a `UITextView` or any `UIKeyInput`): one character per
    /// tick, as keystrokes; "\n" is the return key and "\u{8}" (backspace)
    /// deletes backward. Recorded as a violation when no text input is first
    /// responder (nothing is typed).
    public func type(_ text: String) {
        guard let input = UIResponder.currentFirstResponder as? any UIKeyInput else {
            recordViolation("script error: type(\(text.debugDescription)) with no text input first responder; nothing typed")
            return
        }
        for character in text {
            if character == "\u{8}" { input.deleteBackward() } else { input.insertText(String(character)) }
            advance(by: 1 / 60)
        }
    }
}
