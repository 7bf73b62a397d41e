import Foundation

/// The orientation of the app's user interface (`UIInterfaceOrientation`);
/// raw values are UIKit's.
///
/// As in UIKit, the landscape cases are named for the side the interface's
/// top edge is on, so `.landscapeLeft` matches `UIDeviceOrientation.landscapeRight`
/// and the other way round.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation of a screen of `size` in Segue's simulated
    /// rotation: portrait while it is taller than wide, otherwise the
    /// landscape orientation that `UIDevice.orientation`'s `.landscapeLeft`
    /// gives (`.landscapeRight`).
    static func of(size: CGSize) -> UIInterfaceOrientation {
        size.width > size.height ? .landscapeRight : .portrait
    }
}
