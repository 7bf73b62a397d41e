// `import CoreGraphics` on Linux: Segue's Core Graphics (`CGAffineTransform`,
// `CGPath`, `CGColor`, `CGContext`, …) beside Foundation's `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`, as on iOS. The types live in
// `OpenUIKit`; see UIKit.swift. Declared on Linux only.
@_exported import OpenUIKit
