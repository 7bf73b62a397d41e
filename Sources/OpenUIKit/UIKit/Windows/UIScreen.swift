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

    /// The screen's coordinate space (UICoordinateSpace.swift): screen
    /// points, with the screen's bounds.
    public var coordinateSpace: any UICoordinateSpace { space }

    /// The screen's fixed (portrait-up) coordinate space. Segue's screens
    /// keep their bounds when the interface rotates (a window's size
    /// transition changes the window), so it is the same space as
    /// `coordinateSpace` (FIDELITY.md).
    public var fixedCoordinateSpace: any UICoordinateSpace { space }

    private lazy var space = ScreenCoordinateSpace(screen: self)

    /// The main screen. Settable so a host (or test harness) can choose the
    /// device size; UIKit's is fixed by the hardware.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
}
