import Logging

/// An object for writing interpolated string messages to the unified
/// logging system.
///
/// https://developer.apple.com/documentation/os/logger
///
/// Each method logs at Apple's level for it and writes through swift-log
/// (see `OSLog`) at the closest swift-log level: `trace` → trace,
/// `debug` → debug, `info` → info, `notice` and `log` → notice,
/// `warning` → warning, `error` → error, `critical` and `fault` → critical.
/// The message is formatted only when its level is logged.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    /// Creates a logger using the specified subsystem and category.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// Creates a logger for the log object.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Creates a logger for the default subsystem (`OSLog.default`).
    public init() {
        log = .default
    }

    /// Writes a message to the log at the default level (notice).
    public func log(_ message: OSLogMessage) {
        write(.notice, message)
    }

    /// Writes a message to the log at the level you specify.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        write(level.swiftLogLevel, message)
    }

    /// Writes a trace message (debug level) to the log.
    public func trace(_ message: OSLogMessage) { write(.trace, message) }
    /// Writes a debug message to the log.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes an informative message to the log.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Writes information about the current state (default level) to the log.
    public func notice(_ message: OSLogMessage) { write(.notice, message) }
    /// Writes information about a warning (error level) to the log.
    public func warning(_ message: OSLogMessage) { write(.warning, message) }
    /// Writes information about an error to the log.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Writes a message about a critical event (fault level) to the log.
    public func critical(_ message: OSLogMessage) { write(.critical, message) }
    /// Writes a message about a bug (fault level) to the log.
    public func fault(_ message: OSLogMessage) { write(.critical, message) }

    private func write(_ level: Logging.Logger.Level, _ message: OSLogMessage) {
        log.write(level, message.text)
    }
}
