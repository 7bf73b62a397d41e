/// What a key-value observation reports (Foundation's
/// `NSKeyValueObservingOptions`, with its raw values): `.new` and `.old`
/// put the values in the change, `.initial` reports once at once when the
/// observation is made, `.prior` reports before each change as well as
/// after it.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
