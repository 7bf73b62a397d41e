// `import UIKit` on Linux: Segue's UIKit, as on iOS.
//
// The implementation lives in `OpenUIKit` (UIKit, QuartzCore and
// CoreGraphics in one module, so that their seams stay internal); this
// module gives it the SDK's name. Like the SDK's UIKit it re-exports
// Foundation, QuartzCore and CoreGraphics. The package declares this target
// on Linux only, so on Apple platforms `import UIKit` is always Apple's.
@_exported import OpenUIKit
@_exported import QuartzCore
@_exported import CoreGraphics
