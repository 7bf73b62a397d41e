import Foundation

/// Reads a fuzz input as a stream of choices; past the end every read gives
/// zero, so every input is a complete program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: Data) { bytes = Array(data) }

    public var isExhausted: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An integer in `0..<bound` (0 when `bound` is 0).
    public mutating func int(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int(byte()) % bound
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A double that is often special: NaN, ±∞, zero, one, huge, tiny, or
    /// a value in a useful range; otherwise eight raw bytes.
    public mutating func double() -> Double {
        switch byte() % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return 1
        case 5: return -1
        case 6: return 1e300
        case 7: return -1e-300
        case 8: return .greatestFiniteMagnitude
        case 9...12: return Double(byte()) / 255 * 2 - 0.5
        case 13...14: return Double(Int8(bitPattern: byte())) * 4
        default:
            var raw: UInt64 = 0
            for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
            return Double(bitPattern: raw)
        }
    }

    /// The rest of the input.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }
}
