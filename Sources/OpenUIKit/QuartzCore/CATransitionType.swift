/// The kinds of transition a `CATransition` shows (`CATransitionType`;
/// raw values are Core Animation's).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer's content fades as the new content becomes visible (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old content.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new content beneath it.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
