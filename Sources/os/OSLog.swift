import Foundation
import Logging

/// A custom log object that can be passed to logging functions in order to
/// send messages to the logging system.
///
/// https://developer.apple.com/documentation/os/oslog
///
/// Messages go to swift-log under the label `subsystem:category` (`os_log`
/// for `OSLog.default`), with Segue's level policy (`OSLogSink`).
public final class OSLog: NSObject, @unchecked Sendable {
    /// Categories of log object with special behaviour
    /// (`OSLog(subsystem:category:)` with one of them).
    public struct Category: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts of this log are points of interest (Instruments' track).
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts of this log are performance measurements.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts of this log are enabled only while a tool records them.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// The subsystem the log was created with ("" for `default`).
    let subsystem: String
    /// The category the log was created with ("" for `default`).
    let category: String
    /// False for `OSLog.disabled`, which drops every message.
    let isActive: Bool
    let logger: OSLogSink

    /// Creates a custom log object for `subsystem` (reverse DNS, such as
    /// `com.example.app`) and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isActive = true
        logger = OSLogSink(label: category.isEmpty ? subsystem : "\(subsystem):\(category)")
    }

    /// Creates a log object in one of the special categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(label: String, enabled: Bool) {
        subsystem = ""
        category = ""
        isActive = enabled
        logger = OSLogSink(label: label)
    }

    /// The shared default log (label `os_log`).
    public static let `default` = OSLog(label: "os_log", enabled: true)

    /// A log that discards every message.
    public static let disabled = OSLog(label: "os_log.disabled", enabled: false)

    /// Whether a message of `type` sent to this log would be recorded: false
    /// for `OSLog.disabled` and for types below the log threshold.
    public func isEnabled(type: OSLogType) -> Bool {
        isActive && type.swiftLogLevel >= logger.threshold
    }

    /// Whether signposts sent to this log are recorded (they are logged at
    /// debug level: see `os_signpost`).
    public var signpostsEnabled: Bool { isEnabled(type: .debug) }

    /// Sends `message` at `level` (a swift-log level).
    func write(_ level: Logging.Logger.Level, _ message: @autoclosure () -> String) {
        guard isActive else { return }
        logger.log(level, message())
    }
}
