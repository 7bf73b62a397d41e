/// The type of a signpost: the beginning or end of an interval, or a
/// single event.
///
/// https://developer.apple.com/documentation/os/ossignposttype
public struct OSSignpostType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)

    var name: String {
        switch self {
        case .begin: return "begin"
        case .end: return "end"
        default: return "event"
        }
    }
}
