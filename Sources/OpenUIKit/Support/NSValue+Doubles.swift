import Foundation

extension NSValue {
    /// A value holding `doubles`, encoded as an array of doubles (`"[16d]"`).
    ///
    /// swift-corelibs-foundation cannot encode structs in an `NSValue`
    /// (`NSValue(bytes:objCType:)` traps on `"{CATransform3D=…}"`), so the
    /// structs UIKit and Core Animation box — transforms, edge insets,
    /// vectors — are stored as their `CGFloat` fields in declaration order.
    convenience init(doubles: [Double]) {
        var storage = doubles
        self.init(bytes: &storage, objCType: "[\(doubles.count)d]")
        DoubleBoxes.shared.register(self, doubles)
    }

    /// The doubles of a value made by `init(doubles:)` with `count` of
    /// them, or nil when the value holds something else.
    ///
    /// Read from a registry rather than through `objCType`: Foundation's
    /// getter on these values allocates a C string each call and never
    /// frees it.
    func doubles(count: Int) -> [Double]? {
        guard let doubles = DoubleBoxes.shared.doubles(of: self), doubles.count == count else { return nil }
        return doubles
    }
}

/// The values `NSValue(doubles:)` made, and what they hold, while they live.
final class DoubleBoxes: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    static let shared = DoubleBoxes()

    private struct Entry {
        weak var value: NSValue?
        let doubles: [Double]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count above which dead entries are swept on the next insert.
    private var sweepAt = 64

    func register(_ value: NSValue, _ doubles: [Double]) {
        lock.withLock {
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.value != nil }
                sweepAt = max(64, entries.count * 2)
            }
            entries[ObjectIdentifier(value)] = Entry(value: value, doubles: doubles)
        }
    }

    /// The doubles `value` was made with; nil for any other value (also one
    /// that reuses the address of a value since freed).
    func doubles(of value: NSValue) -> [Double]? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(value)], entry.value === value else { return nil }
            return entry.doubles
        }
    }
}
