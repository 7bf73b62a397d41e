/// The privacy options that determine when to redact or display values in
/// log messages.
///
/// https://developer.apple.com/documentation/os/oslogprivacy
///
/// Segue shows what Apple's log store shows: `.private` and `.sensitive`
/// values (and `.auto` strings and objects) as `<private>`, or with the
/// `.hash` mask as `<mask.hash: '…'>`, a hash that is the same for equal
/// values. (Xcode unredacts the messages of a process it launched; a
/// terminal on Linux is treated like the log store.)
public struct OSLogPrivacy: Equatable, Sendable {
    /// The masking strategies for redacted values.
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        /// Replace the value with a hash of it.
        public static let hash = Mask(isHash: true)
        /// Replace the value with the generic redaction string.
        public static let none = Mask(isHash: false)
    }

    enum Visibility: Equatable, Sendable { case auto, `public`, `private` }

    let visibility: Visibility
    let mask: Mask

    /// Redacts dynamic strings and objects, shows scalars (numbers, Booleans).
    public static let auto = OSLogPrivacy(visibility: .auto, mask: .none)
    /// Always shows the interpolated value.
    public static let `public` = OSLogPrivacy(visibility: .public, mask: .none)
    /// Always redacts the interpolated value.
    public static let `private` = OSLogPrivacy(visibility: .private, mask: .none)
    /// Always redacts values that contain sensitive information (as `.private`).
    public static let sensitive = OSLogPrivacy(visibility: .private, mask: .none)

    /// `.auto` with a mask for the values it redacts.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .auto, mask: mask) }
    /// `.private` with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .private, mask: mask) }
    /// `.sensitive` with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .private, mask: mask) }

    /// `text` as the log shows it; `isScalar` for numbers and Booleans,
    /// which `.auto` shows.
    func render(_ text: String, isScalar: Bool) -> String {
        switch visibility {
        case .public: return text
        case .auto where isScalar: return text
        case .auto, .private:
            guard mask.isHash else { return "<private>" }
            // FNV-1a, printed in hexadecimal: stable across runs.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return "<mask.hash: '\(String(hash, radix: 16))'>"
        }
    }
}
