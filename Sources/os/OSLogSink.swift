import Foundation
import Logging

/// Where `os` messages go: a swift-log `Logger` per label, with the level
/// policy of Segue's own logs (`SEGUE_LOG_LEVEL` when set — trace, debug,
/// info, notice, warning, error, critical — else swift-log's default,
/// `info`), so they share Segue's handler and output shape.
///
/// This module does not import OpenUIKit: packages built beside Segue can
/// reach `os` through `#if canImport(os)` (swift-argument-parser does), and
/// OpenUIKit would make them need its C modules.
struct OSLogSink: Sendable {
    let label: String
    private let logger: Logging.Logger

    init(label: String) {
        self.label = label
        var logger = Logging.Logger(label: label)
        if let level = OSLogSink.environmentLevel { logger.logLevel = level }
        self.logger = logger
    }

    /// The lowest level logged.
    var threshold: Logging.Logger.Level { logger.logLevel }

    func log(_ level: Logging.Logger.Level, _ message: String) {
        if let observer = OSLogSink.observer.withLock({ $0 }) {
            observer(level, label, message)
            return
        }
        logger.log(level: level, "\(message)")
    }

    /// The level `SEGUE_LOG_LEVEL` names, if any (`warn` for `warning`).
    static let environmentLevel: Logging.Logger.Level? = {
        guard let name = ProcessInfo.processInfo.environment["SEGUE_LOG_LEVEL"]?
            .trimmingCharacters(in: .whitespaces).lowercased(), !name.isEmpty else { return nil }
        return Logging.Logger.Level(rawValue: name == "warn" ? "warning" : name)
    }()

    /// Receives every message instead of swift-log while set (this module's
    /// tests read what was logged through it).
    static let observer = OSAllocatedUnfairLock<(@Sendable (Logging.Logger.Level, String, String) -> Void)?>(
        uncheckedState: nil)
}
