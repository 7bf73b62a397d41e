import Foundation

/// How bar button items look in one state (`UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor
public class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`); empty for the bar's defaults.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    func copyState(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
