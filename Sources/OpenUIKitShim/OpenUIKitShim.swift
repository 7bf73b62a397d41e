// Segue's additions to UIKit for source files that build on iOS and on
// Linux alike. On Linux, UIKit is Segue's and already has them; on Apple
// platforms this module re-exports the SDK's UIKit and adds the same
// spellings as extensions (TargetActionBridge.swift): target-action with
// method references, and the closure forms Segue offers.
@_exported import UIKit
@_exported import Foundation
