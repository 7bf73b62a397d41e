// One source file, two platforms: on Apple platforms this module re-exports
// UIKit; on Linux it re-exports OpenUIKit, Segue's UIKit.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import OpenUIKit
#endif
@_exported import Foundation
