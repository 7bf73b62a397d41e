import Foundation

extension UIImage {
    /// How an image's pixels are rotated or mirrored for display
    /// (`UIImage.Orientation`), with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
