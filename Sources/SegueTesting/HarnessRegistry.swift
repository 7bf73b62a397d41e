import Foundation
@_spi(SegueDiagnostics) import OpenUIKit

/// Where a harness was created: `#fileID:#line` of the `TransitionHarness(…)` call.
public struct HarnessSite: Sendable, Hashable, CustomStringConvertible {
    /// `#fileID`: `Module/File.swift`.
    public let fileID: String
    /// `#filePath`, for tools that open the file.
    public let filePath: String
    /// `#line` of the call.
    public let line: Int
    /// `#column` of the call.
    public let column: Int

    /// A site at these source coordinates.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `"Module/File.swift:42"`.
    public var description: String { "\(fileID):\(line)" }
}

/// Enforces one live harness at a time.
///
/// The clock and the animation engine are process-wide: a second harness
/// installs a new clock and resets the engine under the first. Creating one
/// while another is alive and not torn down is therefore reported, naming
/// where each was created (`HarnessConflict`).
@MainActor
enum HarnessRegistry {
    /// The harness that owns the clock (weak: one that is gone has given it up).
    private static weak var owner: TransitionHarness?

    /// Makes `harness` the owner, reporting the clash if another is alive.
    static func claim(for harness: TransitionHarness) {
        if let previous = owner, previous !== harness, !previous.isTornDown {
            let message = conflictMessage(previous: previous, next: harness)
            previous.displace(by: harness.site)
            harness.recordViolation(message)
            report(message, at: harness.site)
        }
        owner = harness
    }

    /// Gives the clock up (`tearDown()`).
    static func release(_ harness: TransitionHarness) {
        if owner === harness { owner = nil }
    }

    static func conflictMessage(previous: TransitionHarness, next: TransitionHarness) -> String {
        var message = "TransitionHarness created at \(next.site) while the harness created at \(previous.site) "
            + "is still alive and not torn down. The clock and engine are shared: the new harness replaced the "
            + "first one's clock, so the first one's results are meaningless. One harness at a time: call "
            + "tearDown() on the first (or let it go), or apply the .transitionHarness trait to tests that "
            + "suspend while a harness is alive."
        if previous.scope != nil && next.scope !== previous.scope {
            message += " The harness at \(previous.site) belongs to a test running with .transitionHarness; "
                + "apply the trait to the test creating the one at \(next.site) too (or to its suite), so it waits its turn."
        }
        return message
    }

    /// Fails loudly: an issue of the running Swift Testing test, or an
    /// error in the log outside one.
    static func report(_ message: String, at site: HarnessSite) {
        if recordTestIssue(message, at: site) { return }
        SegueLogger(label: "Segue.Testing").error("\(message)")
    }
}

/// One serialised use of the harness machinery (`withExclusiveAccess`):
/// knows the harnesses created inside, to tear them down at its end.
@MainActor
final class HarnessScope {
    @TaskLocal static var current: HarnessScope?

    private var harnesses: [Weak] = []

    private final class Weak {
        weak var harness: TransitionHarness?
        init(_ harness: TransitionHarness) { self.harness = harness }
    }

    func adopt(_ harness: TransitionHarness) { harnesses.append(Weak(harness)) }

    /// Tears down what is still alive, so a harness kept alive by a
    /// reference cycle does not block the next test.
    func end() {
        for entry in harnesses { entry.harness?.tearDown() }
        harnesses = []
    }
}

/// A first-come, first-served lock on the main actor.
@MainActor
final class HarnessLock {
    static let shared = HarnessLock()

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            held = false
        } else {
            waiting.removeFirst().resume()   // stays held, by the next in line
        }
    }
}

extension TransitionHarness {
    /// Runs `body` with exclusive use of the harness machinery: concurrent
    /// callers wait their turn, first come first served. Harnesses created
    /// inside are torn down at the end. Nested calls run at once.
    ///
    /// This is what the Swift Testing trait `.transitionHarness` does around
    /// each test; call it directly from other test frameworks or tools.
    public static func withExclusiveAccess<R>(_ body: @MainActor () async throws -> R) async rethrows -> R {
        if HarnessScope.current != nil { return try await body() }
        await HarnessLock.shared.acquire()
        let scope = HarnessScope()
        defer {
            scope.end()
            HarnessLock.shared.release()
        }
        return try await HarnessScope.$current.withValue(scope) { try await body() }
    }
}
