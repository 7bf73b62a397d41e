import SeguePort
import Testing

/// Rule 13: Swift overrides a member declared in an extension only through
/// the Objective-C runtime ("overriding declarations in extensions is not
/// supported"), so an override written in an extension moves into its
/// class's body, where it overrides as on iOS.
@Suite("Overrides in extensions")
struct ExtensionOverrideTests {
    @Test("An override moves into the class declared in the file; the emptied extension goes")
    func moved() {
        let result = port("""
            import UIKit

            final class CardViewController: UIViewController {
                let card = UIView()
            }

            extension CardViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    card.frame = view.bounds.insetBy(dx: 16, dy: 16)
                }
            }

            """)
        #expect(result.portedSource == """
            import UIKit

            final class CardViewController: UIViewController {
                let card = UIView()
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    card.frame = view.bounds.insetBy(dx: 16, dy: 16)
                }
            }

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.changes.map(\.line) == [8])
    }

    @Test("Other members and conformances stay in the extension")
    func othersStay() {
        expectPorted("""
            import UIKit

            class Sheet: UIViewController {}

            extension Sheet: UIViewControllerTransitioningDelegate {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func close() { dismiss(animated: true) }
            }

            """, """
            import UIKit

            class Sheet: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }

            extension Sheet: UIViewControllerTransitioningDelegate {
                func close() { dismiss(animated: true) }
            }

            """)
    }

    @Test("An override in an extension of a class declared elsewhere is reported with the move to make")
    func elsewhere() {
        expectUnportable("""
            import UIKit

            extension ProfileViewController {
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            }

            """, line: 4, column: 5, reason: "move it into the body of class ProfileViewController")
    }
}
