/// The kind of change an observation reports (Foundation's
/// `NSKeyValueChange`): a property set is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
