import SeguePort
import Testing

/// Rule 4: the gesture-recognizer subclass header is plain UIKit.
@Suite("import UIKit.UIGestureRecognizerSubclass")
struct ImportTests {
    @Test("Becomes import UIKit in a file that does not import UIKit")
    func becomesUIKit() {
        expectPorted("""
            import Foundation
            import UIKit.UIGestureRecognizerSubclass

            final class DragRecognizer: UIGestureRecognizer {}

            """, """
            import Foundation
            import UIKit

            final class DragRecognizer: UIGestureRecognizer {}

            """)
    }

    @Test("Goes in a file that imports UIKit")
    func goesAfterUIKit() {
        expectPorted("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass

            final class DragRecognizer: UIGestureRecognizer {}

            """, """
            import UIKit

            final class DragRecognizer: UIGestureRecognizer {}

            """)
    }

    @Test("Goes before an import of UIKit, and the file's header stays")
    func goesBeforeUIKit() {
        expectPorted("""
            // DragRecognizer.swift

            import UIKit.UIGestureRecognizerSubclass
            import UIKit

            final class DragRecognizer: UIGestureRecognizer {}

            """, """
            // DragRecognizer.swift

            import UIKit

            final class DragRecognizer: UIGestureRecognizer {}

            """)
    }

    @Test("An import of UIKit under #if does not count as the file's")
    func conditionalUIKit() {
        expectPorted("""
            #if canImport(UIKit)
            import UIKit
            #endif
            import UIKit.UIGestureRecognizerSubclass

            """, """
            #if canImport(UIKit)
            import UIKit
            #endif
            import UIKit

            """)
    }

    @Test("Other imports stay")
    func otherImports() {
        let source = "import UIKit.UIView\nimport class UIKit.UIGestureRecognizer\nimport QuartzCore\n"
        expectPorted(source, source)
    }
}
