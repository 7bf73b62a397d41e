/// The keys of the change dictionary that string key-value observing passes
/// to `observeValue(forKeyPath:of:change:context:)` (Foundation's
/// `NSKeyValueChangeKey`). The raw values are Foundation's.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change: an `NSKeyValueChange` raw value (`.setting` for a property set).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when the options include `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when the options include `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never set: Segue reports property sets).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before the change (option `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
