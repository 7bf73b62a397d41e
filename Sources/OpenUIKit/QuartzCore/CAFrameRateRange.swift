import Foundation

/// A preferred range of frame rates (`CAFrameRateRange`).
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
