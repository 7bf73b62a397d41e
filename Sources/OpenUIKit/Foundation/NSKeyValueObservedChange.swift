import Foundation

/// One report of a key-value observation (Foundation's
/// `NSKeyValueObservedChange`): `newValue` and `oldValue` are present only
/// when the observation asked for `.new` and `.old`; a report before the
/// change (`.prior`) has `isPrior` true and no new value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}
