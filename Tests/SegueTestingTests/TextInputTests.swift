import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting

/// Text fields, the software keyboard and alerts, checked against Apple's
/// documentation: `UITextFieldDelegate`'s order, the keyboard
/// notifications' `userInfo`, and an alert's dismissal before its handler.
@MainActor
@Suite("Text input, keyboard and alerts", .transitionHarness)
struct TextInputTests {
    final class Recorder: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var allowChange = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length),\(string))"); return allowChange
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return true }
    }

    static func fieldHarness() -> (TransitionHarness, UIViewController, UITextField) {
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let harness = TransitionHarness(root: root)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        root.view.addSubview(field)
        harness.advance(by: 0.01)
        return (harness, root, field)
    }

    @Test("A tap begins editing and typing changes the text in UITextFieldDelegate's documented order")
    func delegateOrder() {
        let (harness, _, field) = Self.fieldHarness()
        let recorder = Recorder()
        field.delegate = recorder
        field.addAction(UIAction { _ in recorder.log.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in recorder.log.append("editingChanged") }, for: .editingChanged)
        field.addAction(UIAction { _ in recorder.log.append("editingDidEnd") }, for: .editingDidEnd)
        harness.tap(field)
        #expect(field.isFirstResponder && field.isEditing)
        harness.type("hi")
        #expect(field.text == "hi")
        recorder.allowChange = false
        harness.type("!")
        #expect(field.text == "hi")
        field.resignFirstResponder()
        #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin",
                                 "shouldChange(0,0,h)", "editingChanged", "shouldChange(1,0,i)", "editingChanged",
                                 "shouldChange(2,0,!)", "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(!field.isFirstResponder)
        #expect(harness.violations.isEmpty)
    }

    @Test("The keyboard posts will-change-frame and will-show with its frames, duration and curve, then did-show after 0.25 s")
    func keyboardNotifications() throws {
        let (harness, root, field) = Self.fieldHarness()
        final class Log: @unchecked Sendable { var names: [String] = []; var info: [AnyHashable: Any] = [:] }
        let log = Log()
        let panel = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        panel.backgroundColor = .systemBlue
        root.view.addSubview(panel)
        let movingPanel = panel
        var observers: [NSObjectProtocol] = []
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                log.names.append(note.name.rawValue)
                if note.name == UIResponder.keyboardWillShowNotification {
                    log.info = note.userInfo ?? [:]
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                    MainActor.assumeIsolated { movingPanel.frame.origin.y = end.minY - 64 }
                }
            })
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        field.becomeFirstResponder()
        #expect(log.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
        let end = (log.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let begin = (log.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
        #expect(begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect((log.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((log.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber) != nil)
        #expect((log.info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        harness.advance(by: 0.125)
        // The panel moved in the keyboard's animation block: midway it is between its two positions.
        let mid = panel.layer.presentation()?.frame.minY ?? 0
        #expect(mid < 780 && mid > 844 - 336 - 64)
        harness.type("a@b.co")
        harness.advance(by: 0.2)
        #expect(log.names.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        let png = PNGCodec.encode(try harness.renderFrame(scale: 1))
        try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "segue-textfield-keyboard.png"))
        #expect(root.view.endEditing(false))
        #expect(log.names.contains("UIKeyboardWillHideNotification"))
        harness.advance(by: 0.3)
        #expect(log.names.last == "UIKeyboardDidHideNotification")
        #expect(harness.violations.isEmpty)
    }

    @Test("A tapped alert action dismisses the alert, then calls its handler")
    func alertActionOrder() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let harness = TransitionHarness(root: root)
        harness.advance(by: 0.01)
        let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: .alert)
        var log: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("delete, presented: \(root.presentedViewController != nil)")
        })
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        root.present(alert, animated: true)
        harness.advance(by: 0.5)
        #expect(root.presentedViewController === alert)
        #expect(root.view.window != nil)
        let png = PNGCodec.encode(try harness.renderFrame(scale: 1))
        try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "segue-alert.png"))
        let delete = try #require(alert.view.allSubviewsForTest.compactMap { $0 as? UIButton }.first { $0.titleLabel?.text == "Delete" })
        harness.tap(delete)
        #expect(log.isEmpty)
        harness.advance(by: 0.5)
        #expect(log == ["delete, presented: false"])
        #expect(harness.violations.isEmpty)
    }

    @Test("An action sheet slides up with its cancel action in its own group")
    func actionSheet() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let harness = TransitionHarness(root: root)
        harness.advance(by: 0.01)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        harness.advance(by: 0.6)
        let png = PNGCodec.encode(try harness.renderFrame(scale: 1))
        try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "segue-sheet.png"))
        #expect(harness.violations.isEmpty)
    }
}

@MainActor
@Suite("Text views and endEditing", .transitionHarness)
struct TextViewTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return false }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange"); return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    }

    @Test("A text view edits in UITextViewDelegate's order, grows its content size, and endEditing(true) overrides a refusing delegate")
    func textViewOrder() {
        let root = UIViewController()
        let harness = TransitionHarness(root: root)
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        textView.font = .systemFont(ofSize: 17)
        root.view.addSubview(textView)
        let recorder = Recorder()
        textView.delegate = recorder
        harness.advance(by: 0.01)
        harness.tap(textView)
        #expect(textView.isFirstResponder)
        harness.type("one\ntwo\nthree\nfour")
        textView.layoutIfNeeded()
        #expect(textView.text == "one\ntwo\nthree\nfour")
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(root.view.endEditing(false) == false)
        #expect(textView.isFirstResponder)
        #expect(root.view.endEditing(true))
        #expect(!textView.isFirstResponder)
        #expect(Array(recorder.log.prefix(4)) == ["shouldBegin", "didBegin", "shouldChange", "didChange"])
        #expect(Array(recorder.log.suffix(3)) == ["shouldEnd", "shouldEnd", "didEnd"])
        #expect(harness.violations.isEmpty)
    }

    @Test("A non-editable text view cannot become first responder")
    func readOnly() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
    }

    @Test("An alert's text fields are configured by their handlers, in order")
    func alertTextFields() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        #expect(alert.modalPresentationStyle == .custom)
    }
}

extension UIView {
    var allSubviewsForTest: [UIView] { subviews + subviews.flatMap(\.allSubviewsForTest) }
}

@MainActor
@Suite("Share sheet", .transitionHarness)
struct ActivityViewControllerTests {
    final class PinActivity: UIActivity {
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.pin") }
        override var activityTitle: String? { "Pin" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func perform() { activityDidFinish(true) }
    }

    @Test("Choosing an application activity dismisses the sheet, then reports its type as completed; closing reports nil, false")
    func completion() throws {
        let root = UIViewController()
        let harness = TransitionHarness(root: root)
        harness.advance(by: 0.01)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [PinActivity()])
        var results: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            results.append("\(type?.rawValue ?? "nil") \(completed) presented: \(root.presentedViewController != nil)")
        }
        root.present(share, animated: true)
        harness.advance(by: 0.8)
        let pin = try #require(share.view.allSubviewsForTest.compactMap { $0 as? UIButton }.first { $0.titleLabel?.text == "Pin" })
        harness.tap(pin)
        harness.advance(by: 0.8)
        #expect(results == ["app.pin true presented: false"])

        let other = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: nil)
        var closed: [Bool] = []
        other.completionWithItemsHandler = { type, completed, _, _ in closed.append(type == nil && !completed) }
        root.present(other, animated: true)
        harness.advance(by: 0.8)
        let close = try #require(other.view.allSubviewsForTest.compactMap { $0 as? UIButton }.first { $0.titleLabel?.text == "✕" })
        harness.tap(close)
        harness.advance(by: 0.8)
        #expect(closed == [true])
        #expect(harness.violations.isEmpty)
    }
}
