import Foundation

/// Segue's on-screen keyboard: shown when a text input becomes first
/// responder, hidden when the last one resigns, with UIKit's notifications
/// (see `UIResponder+Keyboard.swift`).
///
/// The keyboard is a view placed above everything else in the key window.
/// It slides up from below the screen's bottom edge over
/// `animationDuration` (0.25 s, as iOS reports) on the virtual clock, and
/// back down when hidden. Its height follows the screen (`height(for:)`).
@MainActor
final class SoftwareKeyboard {
    static let shared = SoftwareKeyboard()

    /// The keyboard's animation duration, as iOS reports it in `userInfo`.
    static let animationDuration: TimeInterval = 0.25

    /// The keyboard's height, safe-area bottom included, for a screen of
    /// `size` points: 336 on a portrait iPhone with a home indicator (at
    /// least 812 pt tall), 260 on one with a home button (216 of keys + the
    /// 44 pt suggestion bar), 209 and 200 in landscape, 313 on an iPad-sized
    /// screen (at least 768 pt wide in portrait).
    static func height(for size: CGSize) -> CGFloat {
        let portrait = size.height >= size.width
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short >= 768 { return portrait ? 313 : 398 }
        let homeIndicator = long >= 812
        if portrait { return homeIndicator ? 336 : 260 }
        return homeIndicator ? 209 : 200
    }

    /// The keyboard view while it is on screen or animating.
    private(set) var view: KeyboardView?
    /// True from the start of the show animation until the start of a hide.
    private(set) var isShown = false
    /// Bumped for every show or hide so a finished animation knows whether it is still current.
    private var generation = 0

    /// The frame of the keyboard when fully shown in `window`, in screen coordinates.
    func shownFrame(in window: UIWindow) -> CGRect {
        let b = window.bounds
        let h = SoftwareKeyboard.height(for: b.size)
        return CGRect(x: 0, y: b.height - h, width: b.width, height: h)
    }

    private func hiddenFrame(in window: UIWindow) -> CGRect {
        shownFrame(in: window).offsetBy(dx: 0, dy: SoftwareKeyboard.height(for: window.bounds.size))
    }

    /// Shows the keyboard for `responder` (a no-op when it is already shown).
    func show(for responder: UIResponder, appearance: UIKeyboardAppearance) {
        guard let window = UIWindow.keyWindow else { return }
        if let stale = view, stale.window !== window { reset() }
        guard !isShown else { return }
        isShown = true
        generation += 1
        let begin = hiddenFrame(in: window), end = shownFrame(in: window)
        let keyboard = view ?? KeyboardView(frame: begin)
        keyboard.appearance = appearance
        view = keyboard
        if keyboard.superview !== window {
            keyboard.frame = begin
            window.addSubview(keyboard)
        } else {
            window.bringSubviewToFront(keyboard)
        }
        animate(in: window, from: begin, to: end, will: UIResponder.keyboardWillShowNotification,
                did: UIResponder.keyboardDidShowNotification, removeWhenDone: false)
    }

    /// Hides the keyboard (a no-op when it is not shown).
    func hide() {
        guard isShown, let keyboard = view, let window = keyboard.window else { isShown = false; return }
        isShown = false
        generation += 1
        let begin = keyboard.frame, end = hiddenFrame(in: window)
        animate(in: window, from: begin, to: end, will: UIResponder.keyboardWillHideNotification,
                did: UIResponder.keyboardDidHideNotification, removeWhenDone: true)
    }

    private func animate(in window: UIWindow, from begin: CGRect, to end: CGRect,
                         will: Notification.Name, did: Notification.Name, removeWhenDone: Bool) {
        let duration = SoftwareKeyboard.animationDuration
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let current = generation
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: will, object: nil, userInfo: info)
            self.view?.frame = end
        }, completion: { _ in
            guard current == self.generation else { return }
            if removeWhenDone {
                self.view?.removeFromSuperview()
                self.view = nil
            }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: did, object: nil, userInfo: info)
        })
    }

    /// Set while a text input becomes first responder, so that the one it
    /// replaces does not hide the keyboard only for it to show again.
    var handingOver = false

    /// Hides the keyboard unless a text input is taking over first responder.
    func hideUnlessHandingOver() {
        if !handingOver { hide() }
    }

    /// Forgets the keyboard without animating (a new window or harness).
    func reset() {
        view?.removeFromSuperview()
        view = nil
        isShown = false
        generation += 1
    }
}
