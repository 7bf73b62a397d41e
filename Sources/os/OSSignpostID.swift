import Foundation

/// An identifier that disambiguates signposts of the same name that overlap.
///
/// https://developer.apple.com/documentation/os/ossignpostid
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
    public let rawValue: UInt64

    /// An identifier with the given value.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in this process, for signposts on `log`.
    public init(log: OSLog) {
        rawValue = OSSignpostID.counter.withLock { value in
            value += 1
            return value
        }
    }

    /// An identifier derived from `object`'s identity, so that signposts
    /// about one object match without storing an identifier.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The identifier for signposts that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
}
