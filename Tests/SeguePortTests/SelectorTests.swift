import SeguePort
import Testing

/// Rule 2: a target–action `#selector` becomes an unapplied method
/// reference, and the call keeps its argument labels.
@Suite("#selector in target–action calls")
struct SelectorTests {
    @Test("A gesture recognizer's action on self")
    func gestureRecognizer() {
        expectPorted(
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))\n",
            "let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))\n")
    }

    @Test("A method without arguments")
    func noArguments() {
        expectPorted(
            "let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))\n",
            "let tap = UITapGestureRecognizer(target: self, action: Self.handleTap)\n")
    }

    @Test("A selector qualified by its type keeps the type")
    func qualified() {
        expectPorted(
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(CardInteractor.handle(_:)))\n",
            "let pan = UIPanGestureRecognizer(target: self, action: CardInteractor.handle(_:))\n")
    }

    @Test("A selector qualified by its type may have another target")
    func qualifiedOtherTarget() {
        expectPorted(
            "pan.addTarget(interactor, action: #selector(CardInteractor.handle(_:)))\n",
            "pan.addTarget(interactor, action: CardInteractor.handle(_:))\n")
    }

    @Test("self. (or Self.) in the selector is the type of self")
    func selfQualified() {
        expectPorted(
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handle(_:)))\n",
            "let pan = UIPanGestureRecognizer(target: self, action: Self.handle(_:))\n")
        expectPorted(
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(Self.handle(_:)))\n",
            "let pan = UIPanGestureRecognizer(target: self, action: Self.handle(_:))\n")
    }

    @Test("addTarget and removeTarget of a control, addTarget of a gesture recognizer")
    func controlTargets() {
        expectPorted("""
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            gesture.addTarget(self, action: #selector(handle))
            """, """
            button.addTarget(self, action: Self.tapped(_:), for: .touchUpInside)
            button.removeTarget(self, action: Self.tapped(_:), for: .touchUpInside)
            gesture.addTarget(self, action: Self.handle)
            """)
    }

    @Test("A display link's selector")
    func displayLink() {
        expectPorted(
            "link = CADisplayLink(target: self, selector: #selector(step(_:)))\n",
            "link = CADisplayLink(target: self, selector: Self.step(_:))\n")
    }

    @Test("Timers, scheduled or not")
    func timers() {
        expectPorted("""
            Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            let timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
            """, """
            Timer.scheduledTimer(timeInterval: 1, target: self, selector: Self.tick, userInfo: nil, repeats: true)
            let timer = Timer(timeInterval: 1, target: self, selector: Self.tick, userInfo: nil, repeats: false)
            """)
    }

    @Test("A notification observer's selector, with the call's layout kept")
    func notificationObserver() {
        expectPorted("""
            NotificationCenter.default.addObserver(self,
                                                   selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification,
                                                   object: nil)
            """, """
            NotificationCenter.default.addObserver(self,
                                                   selector: Self.keyboardWillShow(_:),
                                                   name: UIResponder.keyboardWillShowNotification,
                                                   object: nil)
            """)
    }

    @Test("A bar button item's target and action")
    func barButtonItem() {
        expectPorted(
            "let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done(_:)))\n",
            "let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done(_:))\n")
    }

    @Test("An unqualified selector with a target other than self is reported and kept")
    func otherTarget() {
        expectUnportable("button.addTarget(animator, action: #selector(handle(_:)), for: .touchUpInside)\n",
                         line: 1, column: 36, reason: "the target animator is not self")
        expectUnportable("let pan = UIPanGestureRecognizer(target: interactor, action: #selector(self.handle))\n",
                         line: 1, column: 62, reason: "the target interactor is not self")
    }

    @Test("Getter and setter selectors are reported and kept")
    func accessors() {
        expectUnportable("button.addTarget(self, action: #selector(getter: progress), for: .valueChanged)\n",
                         line: 1, column: 32, reason: "property accessors")
        expectUnportable("let s = #selector(setter: UIView.alpha)\n",
                         line: 1, column: 9, reason: "property accessors")
    }

    @Test("A selector outside a target–action call is reported and kept", arguments: [
        "let action = #selector(handle)\n",
        "let item = UIMenuItem(title: \"Copy\", action: #selector(copyCard))\n",
        "UIApplication.shared.sendAction(#selector(resignFirstResponder), to: nil, from: self, for: nil)\n",
        "navigationItem.rightBarButtonItem?.action = #selector(save)\n",
    ])
    func outsideTargetAction(_ source: String) {
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("outside a target–action call") == true)
    }

    @Test("A #selector used as a value becomes Segue's Selector, named as Swift names it in Objective-C")
    func values() {
        expectPorted("""
            extension CardView {
                func wire() {
                    let a = #selector(refresh)
                    let b = #selector(self?.close)
                    let c = #selector(handle(_:forEvent:))
                    let d = #selector(fade(to:))
                    let e = #selector(Deck.shuffle(_:))
                }
            }

            """, """
            extension CardView {
                func wire() {
                    let a = Selector("refresh", CardView.refresh)
                    let b = Selector("close", CardView.close)
                    let c = Selector("handle:forEvent:", CardView.handle(_:forEvent:))
                    let d = Selector("fadeWithTo:", CardView.fade(to:))
                    let e = Selector("shuffle:", Deck.shuffle(_:))
                }
            }

            """)
    }

    @Test("A #selector outside any type, with no type to refer to, is reported")
    func outsideType() {
        expectUnportable("perform(#selector(refresh))\n", line: 1, column: 9, reason: "outside a target–action call")
    }

    @Test("Each selector is listed as a change")
    func changesAreListed() {
        let result = port("let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))\n")
        #expect(result.changes == [PortChange(line: 1, column: 56, summary: "#selector(handlePan(_:)) → Self.handlePan(_:)")])
    }
}

/// Rule 12: Apple's UIKit takes a selector where Segue takes a method
/// reference, so a ported file that uses the method-reference spelling
/// builds for iOS only through `OpenUIKitShim`; the porter says so once.
@Suite("OpenUIKitShim note")
struct ShimNoteTests {
    @Test("A target-action method reference gets one note naming OpenUIKitShim, at its place in the ported file")
    func note() {
        let result = port("""
            import UIKit

            final class Card: UIView {
                func install() {
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap)))
                }
                @objc func pan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func tap() {}
            }

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.severity == .note)
        #expect(result.notes.first?.line == 5)
        #expect(result.notes.first?.column == 67)
        #expect(result.notes.first?.message.contains("import OpenUIKitShim") == true)
        #expect(result.notes.first?.description.hasPrefix("Test.swift:5:67: note: ") == true)
    }

    @Test("No note for a file that imports OpenUIKitShim, or uses no target-action")
    func noNote() {
        #expect(port("import OpenUIKitShim\nlet pan = UIPanGestureRecognizer(target: self, action: Self.pan(_:))\n").notes.isEmpty)
        #expect(port("import UIKit\nlet view = UIView()\n").notes.isEmpty)
    }
}
