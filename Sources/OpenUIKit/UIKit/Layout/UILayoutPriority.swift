import Foundation

/// The priority of a layout constraint (`UILayoutPriority`): 1 to 1000,
/// where 1000 (`.required`) must be satisfied and lower priorities are
/// satisfied as far as the required ones allow, higher ones first (see
/// docs/FIDELITY.md for how priorities become solver weights).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to reach its target size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that may resize the window's scene (iPadOS).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the window scene's own size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
