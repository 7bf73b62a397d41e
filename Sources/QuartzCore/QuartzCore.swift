// `import QuartzCore` on Linux: Segue's Core Animation (`CALayer`,
// `CAAnimation` and their relatives), as on iOS. The types live in
// `OpenUIKit`; see UIKit.swift. Declared on Linux only.
@_exported import OpenUIKit
@_exported import CoreGraphics
