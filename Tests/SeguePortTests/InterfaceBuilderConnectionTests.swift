import SeguePort
import Testing

/// Rule 15: Interface Builder sets outlets and runtime attributes by name
/// (key-value coding) and finds actions by selector; the porter adds what
/// does that without the Objective-C runtime: an override of
/// `setValue(_:forKey:)` and of `interfaceBuilderActions`.
@Suite("Interface Builder connections")
struct InterfaceBuilderConnectionTests {
    @Test("Outlets, outlet collections, inspectables and actions get their connecting members")
    func members() {
        let result = port("""
            final class CardViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBInspectable var radius: Double = 0

                @IBAction func like(_ sender: Any) {}
            }

            extension CardViewController {
                @IBAction func close() {}
                @IBAction func share(sender: UIButton) {}
            }
            """)
        #expect(result.portedSource == """
            final class CardViewController: UIViewController {
                weak var titleLabel: UILabel!
                var buttons: [UIButton]!
                var radius: Double = 0

                func like(_ sender: Any) {}

                // segue-port: Interface Builder connections
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "titleLabel": titleLabel = value as? UILabel
                    case "buttons": buttons = value as? [UIButton]
                    case "radius": if let number = value as? CGFloat { radius = Double(number) }
                    default: super.setValue(value, forKey: key)
                    }
                }
                override class var interfaceBuilderActions: [Selector] {
                    super.interfaceBuilderActions + [Selector("like:", CardViewController.like(_:)), Selector("close", CardViewController.close), Selector("shareWithSender:", CardViewController.share(sender:))]
                }
            }

            extension CardViewController {
                func close() {}
                func share(sender: UIButton) {}
            }
            """)
        #expect(result.diagnostics == [])
        // Porting again adds nothing.
        #expect(port(result.portedSource).portedSource == result.portedSource)
    }

    @Test("An NSObject or presentation controller subclass gets nothing: only responders have setValue(_:forKey:)")
    func notResponders() {
        for superclass in ["NSObject", "UIPresentationController", "UIPercentDrivenInteractiveTransition"] {
            let source = "final class A: \(superclass) {\n    @IBOutlet weak var v: UIView!\n}\n"
            #expect(!port(source).portedSource.contains("setValue"))
        }
        #expect(port("final class A: BaseCardView {\n    @IBOutlet weak var v: UIView!\n}\n").portedSource.contains("setValue"),
                "a user's own class is taken for a responder")
    }

    @Test("A public class's members are public; a class without connections is left alone")
    func access() {
        let result = port("public class Card: UIView {\n    @IBOutlet public var label: UILabel?\n}\n")
        #expect(result.portedSource.contains("    public override func setValue(_ value: Any?, forKey key: String) {"))
        expectPorted("final class Plain: UIView {\n    var label: UILabel?\n}\n", "final class Plain: UIView {\n    var label: UILabel?\n}\n")
    }

    @Test("Storyboard calls and segue overrides are ported as they are")
    func storyboards() {
        expectPorted("""
            let board = UIStoryboard(name: "Main", bundle: nil)
            let card = board.instantiateViewController(withIdentifier: "Card")
            """, """
            let board = UIStoryboard(name: "Main", bundle: nil)
            let card = board.instantiateViewController(withIdentifier: "Card")
            """)
    }

    @Test("A custom segue's override init becomes required")
    func segueInitializer() {
        expectPorted("""
            final class FadeSegue: UIStoryboardSegue {
                override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }
            """, """
            final class FadeSegue: UIStoryboardSegue {
                required init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }
            """)
    }
}
