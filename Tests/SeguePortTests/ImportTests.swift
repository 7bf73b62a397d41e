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

    @Test("Kind imports and other modules stay")
    func otherImports() {
        let source = "import class UIKit.UIGestureRecognizer\nimport QuartzCore\n"
        expectPorted(source, source)
    }
}

/// Rule 4 for every submodule of the SDK modules Segue provides: Segue's
/// `UIKit`, `QuartzCore`, `CoreGraphics` and Linux's `Foundation` are Swift
/// modules without submodules ("no such module 'UIKit.UIColor'"), while
/// kind imports of their declarations compile as they are.
@Suite("Submodule imports")
struct SubmoduleImportTests {
    @Test("import UIKit.UIColor, QuartzCore.CALayer, Foundation.NSObject become the module")
    func submodules() {
        expectPorted("""
            import Foundation.NSObject
            import UIKit.UIColor
            import QuartzCore.CALayer

            let tint = UIColor.red

            """, """
            import Foundation
            import UIKit
            import QuartzCore

            let tint = UIColor.red

            """)
    }

    @Test("A second submodule of the same module goes")
    func secondSubmodule() {
        expectPorted("""
            import UIKit.UIColor
            import UIKit.UIView

            let tint = UIColor.red

            """, """
            import UIKit

            let tint = UIColor.red

            """)
    }

    @Test("import os.log becomes import os; Darwin in any form becomes Foundation, once")
    func osAndDarwin() {
        expectPorted("""
            import os.log
            import Darwin
            import func Darwin.ceil
            import UIKit

            let x = ceil(1.5)

            """, """
            import os
            import Foundation
            import UIKit

            let x = ceil(1.5)

            """)
    }

    @Test("Kind imports, @_exported imports and other modules' submodules stay")
    func leftAlone() {
        let source = """
            @_exported import UIKit
            import class UIKit.UIView
            import struct CoreGraphics.CGFloat
            import class QuartzCore.CALayer
            import MyKit.Cards

            """
        expectPorted(source, source)
    }
}
