import SeguePort
import Testing

/// The porter as a whole: a file that does not parse, a whole transition
/// file, and porting twice.
@Suite("Porting a whole file")
struct SourcePorterTests {
    @Test("A file with a syntax error is not rewritten; the errors say where")
    func syntaxError() {
        let source = "@objc func f() {}\nlet x = (1, \n"
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(result.hasChanges == false)
        #expect(result.changes == [])
        #expect(result.hasSyntaxErrors)
        #expect(result.unportable == [])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.fileName == "Test.swift" && $0.line >= 2 })
        #expect(result.diagnostics.first?.description.hasPrefix("Test.swift:2:") == true)
    }

    @Test("A file with nothing to port is its own port")
    func nothingToPort() {
        let source = "import UIKit\n\nfinal class A: UIView {\n    func f() -> CGRect { bounds.insetBy(dx: 1, dy: 1) }\n}\n"
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(!result.hasChanges && result.diagnostics == [] && result.changes == [])
    }

    static let swipeTransition = """
        import UIKit
        import UIKit.UIGestureRecognizerSubclass

        /// Dismisses a card with a downward swipe.
        @objcMembers
        final class SwipeDismissInteractor: UIPercentDrivenInteractiveTransition {
            @IBOutlet weak var handle: UIView!
            @objc dynamic var progress: CGFloat = 0
            private weak var presented: UIViewController?

            init(presented: UIViewController) {
                self.presented = presented
                super.init()
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                presented.view.addGestureRecognizer(pan)
            }

            @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
                let height = max(CGRectGetHeight(pan.view!.bounds), 1)
                let fraction = pan.translation(in: pan.view).y / height
                switch pan.state {
                case UIGestureRecognizerState.began:
                    presented?.dismiss(animated: true)
                case .changed:
                    update(fraction)
                default:
                    fraction > 0.5 ? finish() : cancel()
                }
            }
        }

        """

    @Test("A swipe-to-dismiss interactor, end to end")
    func wholeFile() {
        expectPorted(Self.swipeTransition, """
            import UIKit

            /// Dismisses a card with a downward swipe.
            final class SwipeDismissInteractor: UIPercentDrivenInteractiveTransition {
                weak var handle: UIView!
                var progress: CGFloat = 0
                private weak var presented: UIViewController?

                init(presented: UIViewController) {
                    self.presented = presented
                    super.init()
                    let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
                    presented.view.addGestureRecognizer(pan)
                }

                private func handlePan(_ pan: UIPanGestureRecognizer) {
                    let height = max(pan.view!.bounds.height, 1)
                    let fraction = pan.translation(in: pan.view).y / height
                    switch pan.state {
                    case UIGestureRecognizer.State.began:
                        presented?.dismiss(animated: true)
                    case .changed:
                        update(fraction)
                    default:
                        fraction > 0.5 ? finish() : cancel()
                    }
                }
            }

            """)
    }

    @Test("Porting is idempotent: the port of a port changes nothing")
    func idempotent() {
        let once = port(Self.swipeTransition + "let t = NSClassFromString(\"X\")\n")
        let twice = port(once.portedSource)
        #expect(twice.portedSource == once.portedSource)
        #expect(twice.changes == [])
        #expect(twice.diagnostics.map(\.message) == once.diagnostics.map(\.message))
    }
}
