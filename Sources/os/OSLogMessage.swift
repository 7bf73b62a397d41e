/// A log message that the system creates from a string literal or a
/// string interpolation (`OSLogInterpolation`).
///
/// https://developer.apple.com/documentation/os/oslogmessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The log message's string interpolation.
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text the log shows (values formatted, private ones redacted).
    var text: String { interpolation.render() }
}
