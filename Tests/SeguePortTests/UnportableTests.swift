import SeguePort
import Testing

/// Rule 6: what needs the Objective-C runtime or Interface Builder is
/// reported where it is, and left as it is.
@Suite("Unportable constructs")
struct UnportableTests {
    @Test("Block-based key-value observing stays: Segue's views and scroll views report")
    func observe() {
        let source = """
            final class Watcher {
                var token: NSKeyValueObservation?
                func watch(_ view: UIView) {
                    token = view.observe(\\.frame, options: [.new]) { _, _ in }
                }
            }
            """
        expectPorted(source, source)
    }

    @Test("Key-value observing with addObserver(_:forKeyPath:…) and its override")
    func addObserverForKeyPath() {
        let source = """
            view.addObserver(self, forKeyPath: "frame", options: .new, context: nil)
            override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                       change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            """
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(result.diagnostics.map(\.line) == [1, 2])
        #expect(result.diagnostics.allSatisfy { $0.message.contains("key-value observing") })
    }

    @Test("Associated objects stay: Segue's ObjectiveC part declares them")
    func associatedObjects() {
        let source = "let value = objc_getAssociatedObject(self, &key)\nobjc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)\n"
        expectPorted(source, source)
    }

    @Test("Storyboards load in Segue: their calls stay as they are, reported only for @IBSegueAction")
    func storyboards() {
        let source = """
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
            performSegue(withIdentifier: "showDetail", sender: self)
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            """
        expectPorted(source, source)
        let action = port("final class A: UIViewController {\n    @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }\n}\n")
        #expect(action.diagnostics.map(\.line) == [2])
        #expect(action.diagnostics.first?.message.contains("@IBSegueAction") == true)
    }

    @Test("perform(_:with:afterDelay:) stays: Segue's NSObject performs selectors on its clock")
    func performAfterDelay() {
        expectPorted("""
            final class Card: NSObject {
                func close() {}
                func later() { perform(#selector(close), with: nil, afterDelay: 0.3) }
            }

            """, """
            final class Card: NSObject {
                func close() {}
                func later() { perform(Selector("close", Card.close), with: nil, afterDelay: 0.3) }
            }

            """)
        let source = "perform(action, with: nil, afterDelay: 0.3)\n"
        expectPorted(source, source)
    }

    @Test("A perform(_:) that is not NSObject's is left alone")
    func otherPerform() {
        let source = "perform(animation)\nqueue.perform { step() }\n"
        expectPorted(source, source)
    }

    @Test("Classes by name and swizzling")
    func runtimeFunctions() {
        expectUnportable("let type = NSClassFromString(\"CardViewController\")\n",
                         line: 1, column: 12, reason: "by its name needs the Objective-C runtime")
        expectUnportable("method_exchangeImplementations(original, swizzled)\n",
                         line: 1, column: 1, reason: "method swizzling")
    }

    @Test("@NSManaged, with its declaration left whole")
    func managed() {
        expectUnportable("class Card: NSManagedObject {\n    @NSManaged @objc var title: String\n}\n",
                         line: 2, column: 5, reason: "@NSManaged properties")
    }

    @Test("#keyPath is reported; Selector(\"…\") and Selector as a type stay (Segue declares Selector)")
    func stringlyNamedMembers() {
        expectUnportable("let path = #keyPath(UIView.frame)\n", line: 1, column: 12, reason: "#keyPath")
        let named = "let s = Selector(\"handlePan:\")\nfunc register(_ action: Selector) {}\n"
        expectPorted(named, named)
    }

    @Test("The message reads like the compiler's, and the rest of the file is still ported")
    func messageFormat() {
        let result = port("""
            final class Interactor {
                @objc func begin() {
                    perform(#selector(finish), with: nil, onThread: worker, waitUntilDone: false)
                }
            }
            """)
        #expect(result.portedSource == """
            final class Interactor {
                func begin() {
                    perform(#selector(finish), with: nil, onThread: worker, waitUntilDone: false)
                }
            }
            """)
        #expect(result.diagnostics.map(\.description) == [
            "Test.swift:3:9: warning: 'perform(_:with:onThread:waitUntilDone:)' cannot be ported: perform(_:…) sends a message "
                + "through the Objective-C runtime; call the method, or schedule a closure with DispatchQueue.main.asyncAfter",
        ])
    }

    @Test("Diagnostics come in source order")
    func sourceOrder() {
        let result = port("""
            let a = NSClassFromString("A")
            @objc protocol P { @objc optional var f: Int { get } }
            let b = method_exchangeImplementations(x, y)
            """)
        #expect(result.diagnostics.map(\.line) == [1, 2, 3])
    }
}

/// Method swizzling and `NSProxy` are out of reach without the Objective-C
/// runtime: the report names the place and the rewrite to make.
@Suite("Runtime forwarding and swizzling")
struct RuntimeForwardingTests {
    @Test("An NSProxy subclass is kept whole and reported at its name, with the forwarding class to write")
    func proxy() {
        expectUnportable("""
            import UIKit

            final class WeakDelegateProxy: NSProxy {
                weak var target: NSObjectProtocol?
                @objc override func forwardingTarget(for selector: Selector!) -> Any? { target }
            }

            """, line: 3, column: 13, reason: "conforms to the protocol it stands in for and forwards each method")
    }

    @Test("Swizzling says what to write instead")
    func swizzling() {
        expectUnportable("let swapped = class_getInstanceMethod(UIViewController.self, original)\n",
                         line: 1, column: 15, reason: "subclass and override the method (calling super)")
    }
}
