import Foundation

/// Haptics for a physical impact (`UIImpactFeedbackGenerator`), recorded on
/// Linux (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects; raw values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts, as UIKit's `init()`.
    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays the impact at `intensity` (0...1; values outside are clamped, as UIKit does).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        record("impactOccurred(style: \(style), intensity: \(Double(clamped)))")
    }
}
