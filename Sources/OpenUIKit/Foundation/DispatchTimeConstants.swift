/// The time-unit constants of Dispatch's `time.h` that Swift on Apple
/// platforms imports (`DispatchTime.now() + Double(NSEC_PER_SEC) * 0.3`):
/// swift-corelibs-libdispatch defines them as C macros Swift on Linux does
/// not import, so Segue declares them with Apple's types and values.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
