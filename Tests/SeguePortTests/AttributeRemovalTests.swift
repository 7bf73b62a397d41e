import SeguePort
import Testing

/// Rule 1: the attributes and the modifier that only the Objective-C runtime
/// and Interface Builder read are removed; optional protocol requirements
/// are reported and kept.
@Suite("Removing @objc, Interface Builder attributes and dynamic")
struct AttributeRemovalTests {
    @Test("@IBOutlet goes and weak stays")
    func outlet() {
        expectPorted("""
            final class CardViewController: UIViewController {
                @IBOutlet weak var card: UIView!
                @IBOutlet var labels: [UILabel]!
            }
            """, """
            final class CardViewController: UIViewController {
                weak var card: UIView!
                var labels: [UILabel]!

                // segue-port: Interface Builder connections
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "card": card = value as? UIView
                    case "labels": labels = value as? [UILabel]
                    default: super.setValue(value, forKey: key)
                    }
                }
            }
            """)
    }

    @Test("@objc, @objc(name), @IBAction and @objcMembers go")
    func objcAndActions() {
        expectPorted("""
            @objcMembers
            final class Animator: NSObject {
                @objc func handle() {}
                @objc(handleWithSender:) func handle(_ sender: Any) {}
                @IBAction func close(_ sender: UIButton) {}
                @objc private func step() {}
            }
            """, """
            final class Animator: NSObject {
                func handle() {}
                func handle(_ sender: Any) {}
                func close(_ sender: UIButton) {}
                private func step() {}
            }
            """)
    }

    @Test("@IBDesignable and @IBInspectable go")
    func designable() {
        expectPorted("""
            @IBDesignable class CardView: UIView {
                @IBInspectable var cornerRadius: CGFloat = 12
            }
            """, """
            class CardView: UIView {
                var cornerRadius: CGFloat = 12

                // segue-port: Interface Builder connections
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "cornerRadius": if let value = value as? CGFloat { cornerRadius = value }
                    default: super.setValue(value, forKey: key)
                    }
                }
            }
            """)
    }

    @Test("The dynamic modifier goes, the other modifiers stay")
    func dynamicModifier() {
        expectPorted("""
            class Model: NSObject {
                @objc dynamic var progress: CGFloat = 0
                public dynamic var count = 0
                dynamic private(set) var name = ""
            }
            """, """
            class Model: NSObject {
                var progress: CGFloat = 0
                public var count = 0
                private(set) var name = ""
            }
            """)
    }

    @Test("A name that is not the modifier is left alone")
    func dynamicAsName() {
        let source = "let dynamic = true\nprint(dynamic)\n"
        expectPorted(source, source)
    }

    @Test("An attribute on its own line takes its line with it; the doc comment stays")
    func attributeOnItsOwnLine() {
        expectPorted("""
            final class Interactor {
                /// Follows the finger.
                @objc
                func handlePan(_ pan: UIPanGestureRecognizer) {}
            }
            """, """
            final class Interactor {
                /// Follows the finger.
                func handlePan(_ pan: UIPanGestureRecognizer) {}
            }
            """)
    }

    @Test("An attribute among others goes without disturbing them")
    func attributeAmongOthers() {
        expectPorted("""
            @available(iOS 13, *) @objc func one() {}
            @available(iOS 13, *)
            @objc func two() {}
            @available(iOS 13, *)
            @objc
            func three() {}
            @objc @available(iOS 13, *) func four() {}
            """, """
            @available(iOS 13, *) func one() {}
            @available(iOS 13, *)
            func two() {}
            @available(iOS 13, *)
            func three() {}
            @available(iOS 13, *) func four() {}
            """)
    }

    @Test("A comment written after a removed attribute is kept on its own line")
    func commentOnRemovedAttribute() {
        expectPorted("""
            final class Interactor {
                @objc // called by the pan gesture
                func handlePan() {}
            }
            """, """
            final class Interactor {
                // called by the pan gesture
                func handlePan() {}
            }
            """)
    }

    @Test("@objc goes from enums, extensions and initializers")
    func otherDeclarations() {
        expectPorted("""
            @objc enum Edge: Int { case left, right }
            @objc extension UIView {}
            class A: NSObject { @objc init(edge: Edge) {} }
            """, """
            enum Edge: Int { case left, right }
            extension UIView {}
            class A: NSObject { init(edge: Edge) {} }
            """)
    }

    @Test("A protocol without optional requirements loses @objc")
    func plainProtocol() {
        expectPorted("""
            @objc protocol CardTransitionDelegate: AnyObject {
                func cardDidOpen()
            }
            """, """
            protocol CardTransitionDelegate: AnyObject {
                func cardDidOpen()
            }
            """)
    }

    @Test("An optional requirement is reported and kept, and so is its protocol's @objc")
    func optionalRequirement() {
        let result = port("""
            @objc protocol CardTransitionDelegate: AnyObject {
                @objc optional func cardDidOpen()
                @objc optional var cardCount: Int { get }
                @objc func cardWillOpen()
            }
            """)
        #expect(result.portedSource == """
            @objc protocol CardTransitionDelegate: AnyObject {
                @objc optional func cardDidOpen()
                @objc optional var cardCount: Int { get }
                func cardWillOpen()
            }
            """)
        #expect(result.diagnostics.map(\.line) == [2, 3])
        #expect(result.diagnostics.map(\.column) == [5, 5])
        #expect(result.diagnostics.allSatisfy {
            $0.message.hasSuffix("cannot be ported: optional protocol requirement needs the Objective-C runtime")
        })
        #expect(result.diagnostics[0].message.contains("cardDidOpen()"))
    }

    @Test("An optional requirement under #if keeps its protocol's @objc too")
    func optionalRequirementUnderIf() {
        let source = """
            @objc protocol CardTransitionDelegate {
                #if DEBUG
                @objc optional func cardDidOpen()
                #endif
            }
            """
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(result.diagnostics.map(\.line) == [3])
    }

    @Test("@objc goes from an accessor")
    func accessor() {
        expectPorted("""
            var isOpen: Bool {
                @objc(isOpen) get { open }
                @objc
                set { open = newValue }
            }
            """, """
            var isOpen: Bool {
                get { open }
                set { open = newValue }
            }
            """)
    }

    @Test("A file with Windows line breaks keeps them")
    func crlf() {
        expectPorted("class A {\r\n    @objc\r\n    func f() {}\r\n    @objc weak var v: UIView!\r\n}\r\n",
                     "class A {\r\n    func f() {}\r\n    weak var v: UIView!\r\n}\r\n")
    }

    @Test("Every removal is listed as a change")
    func changesAreListed() {
        let result = port("class A {\n    @IBOutlet weak var b: UIView!\n    @objc dynamic var c = 0\n}\n")
        #expect(result.changes.map(\.summary) == ["removed @IBOutlet", "removed @objc", "removed dynamic"])
        #expect(result.changes.map(\.line) == [2, 3, 3])
        #expect(result.changes.map(\.column) == [5, 5, 11])
    }
}
