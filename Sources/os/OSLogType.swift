import Logging

/// The various log levels that the unified logging system provides.
///
/// https://developer.apple.com/documentation/os/oslogtype
///
/// Each maps to the swift-log level Segue's own logs use for the same
/// purpose: `.debug` → debug, `.info` → info, `.default` → notice,
/// `.error` → error, `.fault` → critical.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default log level (notice).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// The informative log level.
    public static let info = OSLogType(rawValue: 0x01)
    /// The debug log level.
    public static let debug = OSLogType(rawValue: 0x02)
    /// The error log level.
    public static let error = OSLogType(rawValue: 0x10)
    /// The fault log level.
    public static let fault = OSLogType(rawValue: 0x11)
}

extension OSLogType {
    /// The swift-log level a message of this type is logged at.
    var swiftLogLevel: Logging.Logger.Level {
        switch self {
        case .debug: return .debug
        case .info: return .info
        case .error: return .error
        case .fault: return .critical
        default: return .notice
        }
    }
}
