// `import os` on Linux: Apple's unified-logging and lock API, backed by
// swift-log and glibc.
//
// https://developer.apple.com/documentation/os
//
// `os_log`, `OSLog` and `Logger` write through swift-log with the label
// `subsystem:category` and Segue's `SEGUE_LOG_LEVEL` threshold, so a
// ported file's messages appear in the same shape as Segue's. The module
// depends on swift-log and glibc only (see `OSLogSink`). `os_unfair_lock` and
// `OSAllocatedUnfairLock` are real locks. Like Apple's, this module makes
// the C library visible (Apple's `os` exports Darwin's headers; here
// Glibc), which packages that pick `import os` by `#if canImport(os)`, such
// as swift-argument-parser, rely on. The package declares this target on
// Linux only, so on Apple platforms `import os` is always Apple's.
// FIDELITY.md lists the differences.
@_exported import Glibc
