import Foundation

/// The keyboard's notifications and their `userInfo` keys (`UIResponder`'s
/// `keyboardWillShowNotification` family, as UIKit declares them on `UIResponder`).
///
/// Segue's software keyboard (`SoftwareKeyboard`) posts them as iOS does when a
/// text field or text view becomes or resigns first responder:
/// `keyboardWillChangeFrameNotification` then `keyboardWillShowNotification`
/// (or `…WillHide…`) inside the keyboard's animation block — so views changed
/// by an observer animate alongside the keyboard — then, when the animation
/// ends, `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`
/// (or `…DidHide…`). `userInfo` holds the begin and end frames as `NSValue`s of
/// `CGRect` in screen coordinates, the duration and curve as `NSNumber`s, and
/// `keyboardIsLocalUserInfoKey` (`true`).
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, an `NSValue` of `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, an `NSValue` of `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, an `NSNumber` of `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `NSNumber` holding a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of `Bool` (always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
