import Glibc

/// A structure that creates an unfair lock, allocated on the heap, that
/// protects a value of `State`.
///
/// https://developer.apple.com/documentation/os/osallocatedunfairlock
///
/// Copies share the one lock and state, as Apple's do. `withLock` runs its
/// closure with the lock held and the state `inout`.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// The lock lives at a fixed heap address (never accessed `inout`
    /// through the class, so threads share it without an access conflict).
    private final class Storage {
        let lock: os_unfair_lock_t
        var state: State
        init(_ state: State) {
            self.state = state
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        }
        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }
    }

    private let storage: Storage

    /// Creates a lock protecting `initialState`, which need not be
    /// `Sendable` (the caller vouches for how it is shared).
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    /// Runs `body` with the lock held and the state passed `inout`.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// `withLock` without the `Sendable` requirements, for state and results
    /// the caller keeps on one isolation domain.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        os_unfair_lock_lock(storage.lock)
        defer { os_unfair_lock_unlock(storage.lock) }
        return try body(&storage.state)
    }

    /// Runs `body` with the lock held if the lock is free now; nil otherwise.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// `withLockIfAvailable` without the `Sendable` requirements.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard os_unfair_lock_trylock(storage.lock) else { return nil }
        defer { os_unfair_lock_unlock(storage.lock) }
        return try body(&storage.state)
    }

    /// Acquires the lock (pair with `unlock()` on the same thread).
    public func lock() {
        os_unfair_lock_lock(storage.lock)
    }

    /// Releases the lock.
    public func unlock() {
        os_unfair_lock_unlock(storage.lock)
    }

    /// Acquires the lock if it is free now; returns whether it did.
    public func lockIfAvailable() -> Bool {
        os_unfair_lock_trylock(storage.lock)
    }

    /// The ownership a `precondition(_:)` checks.
    public enum Ownership: Hashable, Sendable {
        /// The calling thread holds the lock.
        case owner
        /// The calling thread does not hold the lock.
        case notOwner
    }

    /// Checks that the calling thread does or does not hold the lock (logs
    /// Apple's message when it is not so).
    public func precondition(_ condition: Ownership) {
        switch condition {
        case .owner: os_unfair_lock_assert_owner(storage.lock)
        case .notOwner: os_unfair_lock_assert_not_owner(storage.lock)
        }
    }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock that protects no state (`withLock { _ in … }`).
    public init() {
        storage = Storage(())
    }

    /// Runs `body` with the lock held.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }

    /// Runs `body` with the lock held, without the `Sendable` requirements.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout Void) in try body() }
    }
}

extension OSAllocatedUnfairLock where State: Sendable {
    /// Creates a lock protecting `initialState`.
    public init(initialState: State) {
        storage = Storage(initialState)
    }
}
