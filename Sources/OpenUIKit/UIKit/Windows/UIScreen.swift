import Foundation

/// The display (`UIScreen`). Segue's default main screen is an iPhone-sized
/// 390 × 844 pt portrait screen at scale 3; hosts may install another.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// A screen of the given size in points and scale factor.
    public init(bounds: CGRect, scale: CGFloat) {
        let valid = bounds.isFiniteRect && bounds.width > 0 && bounds.height > 0
        if !valid { Log.uiKit.warning("UIScreen: invalid bounds \(bounds); using 390 x 844") }
        self.bounds = valid ? bounds.standardized : CGRect(x: 0, y: 0, width: 390, height: 844)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The main screen. Settable so a host (or test harness) can choose the
    /// device size; UIKit's is fixed by the hardware.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
}
