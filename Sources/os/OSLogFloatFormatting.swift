import Foundation

/// The formatting options for floating-point values in log messages.
///
/// https://developer.apple.com/documentation/os/oslogfloatformatting
///
/// The styles are printf's: `.fixed` is `%f`, `.exponential` `%e`,
/// `.hybrid` `%g`, `.hex` `%a`.
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point notation (`%f`, six decimals).
    public static let fixed = fixed(explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal notation (`%a`).
    public static let hex = hex(explicitPositiveSign: false, uppercase: false)
    /// Exponential notation (`%e`).
    public static let exponential = exponential(explicitPositiveSign: false, uppercase: false)
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = hybrid(explicitPositiveSign: false, uppercase: false)

    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, precision))" }
        spec += uppercase ? conversion.uppercased() : String(conversion)
        return String(format: spec, value)
    }
}
