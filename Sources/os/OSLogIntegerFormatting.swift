/// The formatting options for integer values in log messages.
///
/// https://developer.apple.com/documentation/os/oslogintegerformatting
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal(explicitPositiveSign: false)
    /// Hexadecimal digits, lowercase, no prefix.
    public static let hex = hex(explicitPositiveSign: false, includePrefix: false, uppercase: false)
    /// Octal digits, no prefix.
    public static let octal = octal(explicitPositiveSign: false, includePrefix: false, uppercase: false)

    /// Decimal digits, with a `+` on positive values when asked, at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits())
    }

    /// Hexadecimal digits (`0x` prefix when `includePrefix`).
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    /// Octal digits (`0` prefix when `includePrefix`).
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0" : "") + digits }
        let sign = value < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}
