import Glibc

/// A low-level lock that allows waiters to block efficiently on contention.
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_s
///
/// As on Apple platforms, create one with `os_unfair_lock()`, store it
/// where it will not move while locked, and pass its address:
/// `os_unfair_lock_lock(&lock)` (or keep an `os_unfair_lock_t` from
/// `UnsafeMutablePointer.allocate`). Here it is a glibc mutex, whose zeroed
/// value is an unlocked mutex as `OS_UNFAIR_LOCK_INIT` is an unlocked lock.
/// It is the C library's own type, not a wrapper, because packages built
/// beside Segue that see a module named `os` (swift-argument-parser's
/// `Mutex`) keep one as a `pthread_mutex_t` and destroy it with
/// `pthread_mutex_destroy`, and call the functions below without linking
/// this module (they are emitted into the caller). Locking it twice on one
/// thread deadlocks, where Apple's lock stops the process ("BUG IN CLIENT
/// OF LIBPLATFORM"); the owner assertions log Apple's message.
public typealias os_unfair_lock_s = pthread_mutex_t

/// A low-level lock (`os_unfair_lock_s`).
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to an `os_unfair_lock`.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Locks an unfair lock, waiting while another thread holds it.
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_lock(_:)
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

/// Unlocks an unfair lock held by the calling thread.
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_unlock(_:)
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}

/// Locks an unfair lock if it is not already locked; returns whether it did.
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_trylock(_:)
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Asserts that the calling thread is the current owner of the lock (logs
/// Apple's message when it is not).
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_assert_owner(_:)
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    if !isOwned(lock) {
        UnfairLockMisuse.report("Assertion failed: Lock unexpectedly not owned by current thread")
    }
}

/// Asserts that the calling thread is not the current owner of the lock
/// (logs Apple's message when it is).
///
/// https://developer.apple.com/documentation/os/os_unfair_lock_assert_not_owner(_:)
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    if isOwned(lock) {
        UnfairLockMisuse.report("Assertion failed: Lock unexpectedly owned by current thread")
    }
}

/// Whether the calling thread holds `lock`: glibc records the kernel id
/// of a mutex's holder in it, and only this thread can have written its
/// own id there.
private func isOwned(_ lock: os_unfair_lock_t) -> Bool {
    lock.pointee.__data.__owner == currentThreadID
}

/// The kernel's id of the calling thread, which a held mutex records as
/// its owner (glibc's `gettid`, which Swift's Glibc module does not
/// declare, looked up once).
private var currentThreadID: Int32 { gettidFunction?() ?? -1 }

private let gettidFunction: (@convention(c) () -> Int32)? = {
    guard let symbol = dlsym(nil, "gettid") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
}()

/// The misuse Apple's lock stops the process for, logged instead.
enum UnfairLockMisuse {
    static let log = OSLogSink(label: "os_unfair_lock")

    static func report(_ message: String) {
        log.log(.error, "BUG IN CLIENT OF LIBPLATFORM: \(message)")
    }
}
