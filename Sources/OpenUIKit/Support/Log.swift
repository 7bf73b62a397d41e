import Foundation
import Logging

/// Segue's loggers (swift-log labels `Segue.QuartzCore` and `Segue.UIKit`).
enum Log {
    static let quartzCore = SegueLogger(label: "Segue.QuartzCore")
    static let uiKit = SegueLogger(label: "Segue.UIKit")
}

/// A swift-log logger that first offers each message to a diagnostic
/// capture of the current task (`SegueDiagnostics.capture`), and otherwise
/// logs it when its level reaches `SegueLogger.threshold`.
///
/// Tests that provoke a diagnostic on purpose capture and assert it
/// (SegueTesting's `expectDiagnostic`), so it is not printed; a diagnostic
/// nobody captures is logged as before.
@_spi(SegueDiagnostics)
public struct SegueLogger: Sendable {
    public let label: String
    private let logger: Logger

    public init(label: String) {
        self.label = label
        var logger = Logger(label: label)
        // An explicit SEGUE_LOG_LEVEL also opens the handler (swift-log's
        // default stream handler stops at `info`).
        if let level = SegueLogger.environmentLevel { logger.logLevel = level }
        self.logger = logger
    }

    public func trace(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.trace, message(), file: file, function: function, line: line)
    }
    public func debug(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.debug, message(), file: file, function: function, line: line)
    }
    public func info(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.info, message(), file: file, function: function, line: line)
    }
    public func notice(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.notice, message(), file: file, function: function, line: line)
    }
    public func warning(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.warning, message(), file: file, function: function, line: line)
    }
    public func error(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.error, message(), file: file, function: function, line: line)
    }
    public func critical(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(.critical, message(), file: file, function: function, line: line)
    }

    /// Captures `message` when the current task captures diagnostics, else
    /// logs it if `level` reaches the threshold.
    public func log(_ level: Logger.Level, _ message: Logger.Message, file: String = #fileID,
                    function: String = #function, line: UInt = #line) {
        if let sink = SegueDiagnostics.currentSink {
            sink.append(SegueDiagnostic(level: level, label: label, message: message.description))
            return
        }
        guard level >= SegueLogger.threshold else { return }
        logger.log(level: level, message, file: file, function: function, line: line)
    }

    // MARK: Level policy

    /// The lowest level that is logged: `SEGUE_LOG_LEVEL` when set (trace,
    /// debug, info, notice, warning, error, critical); otherwise `warning`
    /// under a test runner — what the user should act on — and everything
    /// (the handler decides) elsewhere.
    public static let threshold: Logger.Level = environmentLevel ?? (isRunningTests ? .warning : .trace)

    /// The level `SEGUE_LOG_LEVEL` names, if any.
    static let environmentLevel: Logger.Level? = level(named: ProcessInfo.processInfo.environment["SEGUE_LOG_LEVEL"])

    /// `"debug"` → `.debug`; nil for nil or an unknown name (case-insensitive).
    static func level(named name: String?) -> Logger.Level? {
        guard let name = name?.trimmingCharacters(in: .whitespaces).lowercased(), !name.isEmpty else { return nil }
        return Logger.Level(rawValue: name == "warn" ? "warning" : name)
    }

    /// Whether this process is a test runner (`swift test`'s `.xctest`
    /// bundle, `xctest`, or the Swift Testing helper).
    static let isRunningTests: Bool = {
        let process = ProcessInfo.processInfo
        let name = process.processName
        if name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper" { return true }
        return process.arguments.contains("--testing-library")
    }()
}
