import SeguePort
import Testing

/// Rule 9: a file that names UIKit's types without importing UIKit (on iOS a
/// framework's umbrella header supplied it) gets `import UIKit`. A Swift
/// module sees only the modules it imports, so against Segue the file must
/// import UIKit itself.
@Suite("Missing import UIKit")
struct MissingImportTests {
    @Test("Added after the imports of a file that imports only Foundation")
    func afterFoundation() {
        let result = port("""
            import Foundation

            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

            """)
        #expect(result.portedSource == """
            import Foundation
            import UIKit

            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.changes.map(\.summary) == ["added import UIKit (the file uses UIViewControllerAnimatedTransitioning and does not import UIKit)"])
    }

    @Test("Nothing added where UIKit is imported in any form, the file imports nothing, or only Foundation's geometry is used")
    func leftAlone() {
        for source in [
            "import UIKit\nfinal class A: UIView {}\n",
            "import class UIKit.UIView\nfinal class A: UIView {}\n",
            "import OpenUIKitShim\nfinal class A: UIView {}\n",
            "#if canImport(UIKit)\nimport UIKit\n#endif\nfinal class A: UIView {}\n",
            "import Foundation\nlet inset: CGFloat = 8\nlet frame = CGRect.zero\n",
            "import QuartzCore\nlet layer = CALayer()\n",
            "/// A card.\nfinal class CardView: UIView {}\n",
            "import Foundation\nstruct UIModel { let name: String }\nlet model = UIModel(name: \"a\")\n",
        ] {
            expectPorted(source, source)
        }
    }

    @Test("CALayer without QuartzCore needs UIKit (which brings QuartzCore)")
    func coreAnimationName() {
        expectPorted("import Foundation\nlet layer = CALayer()\n", "import Foundation\nimport UIKit\nlet layer = CALayer()\n")
    }

    @Test("Porting twice changes nothing more")
    func idempotent() {
        let once = port("import Foundation\nlet view = UIView()\n").portedSource
        #expect(port(once).portedSource == once)
    }

    @Test("A whole file of a project that imports nothing gets import UIKit above its declarations, below its header")
    func importlessWholeFile() {
        let context = PortContext(isWholeFile: true)
        let result = SourcePorter().port(source: "// Card.swift\n\n/// A card.\nfinal class CardView: UIView {}\n",
                                         fileName: "Card.swift", context: context)
        #expect(result.portedSource == "// Card.swift\n\nimport UIKit\n\n/// A card.\nfinal class CardView: UIView {}\n")
        let geometry = SourcePorter().port(source: "let inset: CGFloat = 8\n", fileName: "Inset.swift", context: context)
        #expect(geometry.portedSource == "import UIKit\n\nlet inset: CGFloat = 8\n")
        let plain = SourcePorter().port(source: "struct Model { let name: String }\n", fileName: "Model.swift", context: context)
        #expect(plain.portedSource == "struct Model { let name: String }\n")
    }
}
