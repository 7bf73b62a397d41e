import Foundation

/// The keyboard's way into a text responder (`UIKeyInput`): the software
/// keyboard — and `harness.type(_:)` — inserts characters and deletes
/// backward through it. `UITextField` and `UITextView` adopt it.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (the end of the text here).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

extension UIResponder {
    /// The app's first responder, for the keyboard and the test harness
    /// (UIKit keeps it private; `UIApplication.sendAction` reaches it there).
    @_spi(SegueTesting) public static var currentFirstResponder: UIResponder? { firstResponder }
}
