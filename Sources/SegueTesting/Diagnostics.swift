import Foundation
import Logging
@_spi(SegueDiagnostics) import OpenUIKit

/// A message Segue logged: one of UIKit's console messages (misuse such as
/// presenting during a transition), an exception it raised, bad input it
/// ignored, or a renderer warning.
///
/// Segue logs them through swift-log (labels `Segue.UIKit`,
/// `Segue.QuartzCore`, `segue.render`). A test that provokes one on purpose
/// captures it instead (`withCapturedDiagnostics`, or `expectDiagnostic`
/// under Swift Testing), so a passing run prints nothing; anything a test
/// provokes without capturing it is still printed.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// swift-log's levels, least severe first.
    public enum Level: Int, Sendable, Comparable, CustomStringConvertible {
        /// The levels, as swift-log names them.
        case trace, debug, info, notice, warning, error, critical

        /// Less severe: `trace` < `debug` < … < `critical`.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

        /// The level's name, as swift-log prints it: `"warning"`.
        public var description: String {
            ["trace", "debug", "info", "notice", "warning", "error", "critical"][rawValue]
        }
    }

    /// How severe it is (UIKit's misuse messages are warnings, raised exceptions critical).
    public let level: Level
    /// The logger's label (`Segue.UIKit`, `Segue.QuartzCore`, `segue.render`).
    public let label: String
    /// The text, as it would be printed.
    public let message: String

    /// A diagnostic with these values (tests compare captured ones with it).
    public init(level: Level, label: String, message: String) {
        self.level = level
        self.label = label
        self.message = message
    }

    /// `"warning Segue.UIKit: Attempt to present …"`.
    public var description: String { "\(level) \(label): \(message)" }

    init(_ captured: SegueDiagnostic) {
        let levels: [Logger.Level: Level] = [.trace: .trace, .debug: .debug, .info: .info, .notice: .notice,
                                             .warning: .warning, .error: .error, .critical: .critical]
        self.init(level: levels[captured.level] ?? .critical, label: captured.label, message: captured.message)
    }

    /// Logs this diagnostic again (an enclosing capture collects it; otherwise it is printed).
    func emit() {
        let levels: [Level: Logger.Level] = [.trace: .trace, .debug: .debug, .info: .info, .notice: .notice,
                                             .warning: .warning, .error: .error, .critical: .critical]
        SegueDiagnostics.emit(SegueDiagnostic(level: levels[level] ?? .critical, label: label, message: message))
    }
}

/// Runs `body` and returns what Segue logged on this task while it ran;
/// none of it is printed.
///
/// ```swift
/// let (_, diagnostics) = withCapturedDiagnostics { a.present(c, animated: true) }
/// #expect(diagnostics.map(\.message) == ["Attempt to present … while a presentation is in progress."])
/// ```
///
/// The capture covers the current task: main-actor work `body` runs
/// synchronously (ticks of the clock, transitions they run) is included;
/// other tests running in parallel are not.
public func withCapturedDiagnostics<R>(_ body: () throws -> R) rethrows -> (result: R, diagnostics: [Diagnostic]) {
    let (result, captured) = try SegueDiagnostics.capture(body)
    return (result, captured.map(Diagnostic.init))
}

/// Runs `body` and returns what Segue logged on this task while it ran
/// (async form); none of it is printed.
public func withCapturedDiagnostics<R>(isolation: isolated (any Actor)? = #isolation,
                                       _ body: () async throws -> R) async rethrows -> (result: R, diagnostics: [Diagnostic]) {
    let (result, captured) = try await SegueDiagnostics.capture(isolation: isolation, body)
    return (result, captured.map(Diagnostic.init))
}

/// Splits `captured` into the diagnostics matching one of `fragments`
/// (message contains it, at `level` or above) and the rest, and lists the
/// fragments nothing matched.
func match(_ captured: [Diagnostic], fragments: [String], level: Diagnostic.Level?)
    -> (matched: [Diagnostic], unmatched: [Diagnostic], missing: [String]) {
    func fits(_ d: Diagnostic, _ fragment: String) -> Bool {
        d.message.contains(fragment) && d.level >= (level ?? .trace)
    }
    let matched = captured.filter { d in fragments.contains { fits(d, $0) } }
    let unmatched = captured.filter { d in !fragments.contains { fits(d, $0) } }
    let missing = fragments.filter { f in !captured.contains { fits($0, f) } }
    return (matched, unmatched, missing)
}
