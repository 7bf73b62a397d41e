import Foundation

/// A container for the elements of a log message.
///
/// https://developer.apple.com/documentation/os/osloginterpolation
///
/// The system builds one for each interpolated `Logger` message. It keeps
/// the literal text and each value as given (unevaluated); the values are
/// formatted, aligned and redacted by their `privacy` only when the message
/// is logged, so a message below the log's threshold costs no formatting.
/// The overloads are Apple's: strings, `CustomStringConvertible` values,
/// `NSObject`s, integers and floating-point numbers with `format:`,
/// Booleans and metatypes. As on Apple platforms, optionals and `any Error`
/// are not accepted directly (interpolate `String(describing:)` or
/// `error.localizedDescription`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The message's parts, each rendered when the message is logged.
    var segments: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends a literal segment to the message.
    public mutating func appendLiteral(_ literal: String) {
        segments.append { literal }
    }

    /// Appends an interpolated string (redacted by default).
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(align.apply(argumentString()), isScalar: false) }
    }

    /// Appends the description of a value (redacted by default).
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                        align: OSLogStringAlignment = .none,
                                                                        privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(align.apply(value().description), isScalar: false) }
    }

    /// Appends an object's description (redacted by default).
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(argumentObject().description, isScalar: false) }
    }

    /// Appends an integer (shown by default), one overload per integer type
    /// as Apple declares them (a generic one would lose to the
    /// `CustomStringConvertible` overload).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    private mutating func appendInteger<T: FixedWidthInteger>(_ number: @escaping () -> T, format: OSLogIntegerFormatting,
                                                              align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        segments.append { privacy.render(align.apply(format.format(number())), isScalar: true) }
    }

    /// Appends a `Double` (shown by default; `.fixed` prints six decimals, as `%f`).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(align.apply(format.format(number())), isScalar: true) }
    }

    /// Appends a `Float` (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(align.apply(format.format(Double(number()))), isScalar: true) }
    }

    /// Appends a Boolean (shown by default).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        segments.append {
            let value = boolean()
            let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
            return privacy.render(text, isScalar: true)
        }
    }

    /// Appends a type's name (shown by default).
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        segments.append { privacy.render(align.apply(String(reflecting: value())), isScalar: true) }
    }

    /// The message text, values formatted and redacted.
    func render() -> String {
        segments.map { $0() }.joined()
    }
}
