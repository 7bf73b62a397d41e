import Foundation
import Testing
@testable import os

/// A message as it reached swift-log: level name, label, text.
struct Logged: Equatable, Sendable {
    let level: String
    let label: String
    let message: String
}

/// What `body` logs through `os`, kept from swift-log.
func captured(_ body: () -> Void) -> [Logged] {
    let box = OSAllocatedUnfairLock(initialState: [Logged]())
    OSLogSink.observer.withLock { observer in
        observer = { level, label, message in box.withLock { $0.append(Logged(level: level.rawValue, label: label, message: message)) } }
    }
    defer { OSLogSink.observer.withLock { $0 = nil } }
    body()
    return box.withLock { $0 }
}

/// `import os` as iOS files use it: messages reach Segue's logs with the
/// level, label and redaction Apple documents; the locks exclude.
/// One suite, serialized: the capture is process-wide.
@Suite(.serialized) struct OSLoggingTests {
    @Test func loggerLevelsAndLabel() {
        let logger = Logger(subsystem: "com.example.app", category: "Transitions")
        let logged = captured {
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("log")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
            logger.log(level: .error, "level error")
        }
        #expect(logged.map(\.label) == Array(repeating: "com.example.app:Transitions", count: 9))
        #expect(logged.map(\.level) == ["debug", "info", "notice", "notice", "warning", "error", "critical", "critical", "error"])
        #expect(logged.map(\.message) == ["debug", "info", "notice", "log", "warning", "error", "critical", "fault", "level error"])
    }

    /// "Dynamic strings and objects are redacted by default; scalars are
    /// shown" (OSLogPrivacy.auto); `.public` shows, `.private` redacts.
    @Test func interpolationPrivacy() {
        let user = "ada", count = 3
        let logged = captured {
            Logger().info("user \(user) count \(count)")
            Logger().info("user \(user, privacy: .public) secret \(count, privacy: .private)")
            Logger().info("same \(user, privacy: .private(mask: .hash)) \(user, privacy: .private(mask: .hash))")
        }
        #expect(logged[0].message == "user <private> count 3")
        #expect(logged[1].message == "user ada secret <private>")
        let parts = logged[2].message.split(separator: " ")
        #expect(parts.count == 5 && parts[1].hasPrefix("<mask.hash:") && parts[1...2] == parts[3...4])
    }

    /// `format:` and `align:` follow printf: `%f` by default for floats.
    @Test func interpolationFormats() {
        let logged = captured {
            Logger().info("\(255, format: .hex, privacy: .public) \(7, format: .decimal(minDigits: 3)) \(1.5) \(2.0, format: .fixed(precision: 1))")
            Logger().info("[\("ab", align: .right(columns: 4), privacy: .public)] \(true) \(false, format: .answer)")
        }
        #expect(logged[0].message == "ff 007 1.500000 2.0")
        #expect(logged[1].message == "[  ab] true NO")
    }

    /// os_log: a printf format; `%{public}@` shows, `%@` is private.
    @Test func osLogFormatsWithPrivacyModifiers() {
        let log = OSLog(subsystem: "com.example.app", category: "UI")
        let logged = captured {
            os_log("shown %{public}@, hidden %@, number %d", log: log, type: .error, "a" as NSString, "b" as NSString, 42)
            os_log(.fault, log: log, "fault %{private}d", 7)
            os_log("default log")
        }
        #expect(logged.map(\.message) == ["shown a, hidden <private>, number 42", "fault <private>", "default log"])
        #expect(logged.map(\.level) == ["error", "critical", "notice"])
        #expect(logged.map(\.label) == ["com.example.app:UI", "com.example.app:UI", "os_log"])
    }

    @Test func disabledLogDropsEverything() {
        let logged = captured {
            os_log("nothing", log: .disabled, type: .fault)
            Logger(OSLog.disabled).fault("nothing")
        }
        #expect(logged.isEmpty)
        #expect(!OSLog.disabled.isEnabled(type: .fault))
    }

    @Test func signpostsAreDebugMessages() {
        let log = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
        let id = OSSignpostID(log: log)
        #expect(id != OSSignpostID(log: log))
        let logged = captured {
            os_signpost(.begin, log: log, name: "Transition", signpostID: id)
            os_signpost(.end, log: log, name: "Transition", signpostID: id, "%{public}s done", "push")
        }
        guard log.signpostsEnabled else { return #expect(logged.isEmpty) }
        #expect(logged.map(\.message) == ["signpost begin Transition id \(id.rawValue)",
                                          "signpost end Transition id \(id.rawValue): push done"])
    }
    /// Asserting ownership the wrong way round is the misuse Apple's lock
    /// stops for; Segue reports Apple's message.
    @Test func ownershipAssertionsReportMisuse() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deinitialize(count: 1); lock.deallocate() }
        let notHeld = captured { os_unfair_lock_assert_owner(lock) }
        #expect(notHeld.map(\.message) == ["BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly not owned by current thread"])
        os_unfair_lock_lock(lock)
        let held = captured { os_unfair_lock_assert_not_owner(lock) }
        #expect(held.map(\.message) == ["BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly owned by current thread"])
        os_unfair_lock_unlock(lock)
    }
}

@Suite struct OSLockTests {
    @Test func unfairLockExcludesAndTrylockReportsIt() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deinitialize(count: 1); lock.deallocate() }
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_assert_owner(lock)
        os_unfair_lock_unlock(lock)
        os_unfair_lock_lock(lock)
        let lockedElsewhere = DispatchQueue(label: "try").sync { os_unfair_lock_trylock(lock) }
        #expect(!lockedElsewhere)
        os_unfair_lock_unlock(lock)
        os_unfair_lock_assert_not_owner(lock)
    }

    @Test func allocatedUnfairLockProtectsItsState() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8_000)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.withLock { "ran" } == "ran")
        #expect(plain.lockIfAvailable())
        #expect(plain.withLockIfAvailableUnchecked { _ in 1 } == nil)
        plain.unlock()
    }
}
