import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting

/// Goldens of a text field with the keyboard up and of an alert, at 1x.
@MainActor
@Suite("Text input and alert goldens", .transitionHarness)
struct TextInputGoldenTests {
    @Test("A rounded text field with typed text and the keyboard up")
    func textFieldWithKeyboard() throws {
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let harness = TransitionHarness(root: root)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        field.clearButtonMode = .whileEditing
        root.view.addSubview(field)
        let empty = UITextField(frame: CGRect(x: 20, y: 170, width: 350, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Password"
        root.view.addSubview(empty)
        harness.advance(by: 0.01)
        harness.tap(field)
        harness.type("ada@example.com")
        harness.advance(by: 0.3)
        let frame = try harness.renderFrame(scale: 1)
        goldens.check(frame, named: "text-field-keyboard-up")
    }

    @Test("An alert with a title, a message and two actions, at rest")
    func alert() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let harness = TransitionHarness(root: root)
        harness.advance(by: 0.01)
        let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        harness.advance(by: 0.5)
        let frame = try harness.renderFrame(scale: 1)
        goldens.check(frame, named: "alert-two-actions")
    }
}
