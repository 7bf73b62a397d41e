import Foundation
import Logging

/// One message Segue logged: its level, logger label and text.
@_spi(SegueDiagnostics)
public struct SegueDiagnostic: Sendable, Equatable {
    public let level: Logger.Level
    public let label: String
    public let message: String

    public init(level: Logger.Level, label: String, message: String) {
        self.level = level
        self.label = label
        self.message = message
    }
}

/// Where a capturing task collects diagnostics (thread-safe: Segue logs from
/// the main actor and from renderers elsewhere).
@_spi(SegueDiagnostics)
public final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [SegueDiagnostic] = []

    public init() {}

    public func append(_ diagnostic: SegueDiagnostic) {
        lock.lock()
        collected.append(diagnostic)
        lock.unlock()
    }

    /// Everything captured so far, in order.
    public var diagnostics: [SegueDiagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// Capturing diagnostics instead of logging them, per task.
///
/// A capture is a task-local value: what `body` logs while it runs — on its
/// own task, including main-actor work it runs synchronously, such as ticks
/// of the clock — is collected and not printed. Other tasks (tests running
/// in parallel) are unaffected.
@_spi(SegueDiagnostics)
public enum SegueDiagnostics {
    @TaskLocal public static var sink: DiagnosticSink?

    /// The synchronous captures running on the current thread, innermost
    /// last. Code that runs without the task's locals — an `isolated
    /// deinit` — reports to the innermost: a synchronous capture keeps its
    /// thread until it ends, so nothing else runs on it meanwhile.
    private final class ThreadSinks {
        var stack: [DiagnosticSink] = []
    }

    private static var threadSinks: ThreadSinks {
        let key = "Segue.DiagnosticSinks"
        if let sinks = Thread.current.threadDictionary[key] as? ThreadSinks { return sinks }
        let sinks = ThreadSinks()
        Thread.current.threadDictionary[key] = sinks
        return sinks
    }

    /// The capture a message logged here and now belongs to, if any.
    static var currentSink: DiagnosticSink? { sink ?? threadSinks.stack.last }

    /// Runs `body`, collecting what Segue logs during it.
    public static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, diagnostics: [SegueDiagnostic]) {
        let sink = DiagnosticSink()
        let sinks = threadSinks
        sinks.stack.append(sink)
        defer { sinks.stack.removeLast() }
        let result = try $sink.withValue(sink) { try body() }
        return (result, sink.diagnostics)
    }

    /// Runs `body`, collecting what Segue logs during it (async form).
    public static func capture<R>(isolation: isolated (any Actor)? = #isolation,
                                  _ body: () async throws -> R) async rethrows -> (result: R, diagnostics: [SegueDiagnostic]) {
        let sink = DiagnosticSink()
        let result = try await $sink.withValue(sink) { try await body() }
        return (result, sink.diagnostics)
    }

    /// Logs `diagnostic` again, as if its logger had just logged it (an
    /// enclosing capture collects it; otherwise it is printed).
    public static func emit(_ diagnostic: SegueDiagnostic) {
        SegueLogger(label: diagnostic.label).log(diagnostic.level, "\(diagnostic.message)")
    }
}
