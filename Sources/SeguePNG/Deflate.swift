import CPNG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// zlib streams (RFC 1950) for PNG image data. With libdeflate installed
/// (Debian's `libdeflate0`, opened with `dlopen` at run time, so neither the
/// build nor the program needs it) its level 2; otherwise zlib's level 1.
/// On the gallery's filtered frames libdeflate level 2 compresses about 10 %
/// faster than zlib level 1 and its output is about 20 % smaller (zlib's
/// level 6 is 3 times slower for files the size of libdeflate's level 2;
/// libdeflate 1.14's own level 1 is slower than its level 2). Both are
/// standard zlib streams: any PNG decoder reads either.
/// `SEGUE_ZLIB=1` in the environment keeps to zlib.
package enum Deflate {
    /// The compressors `compress` can use.
    package enum Library: Sendable { case libdeflate, zlib }

    /// zlib's level: 1, the fastest.
    static let zlibLevel: Int32 = 1
    /// libdeflate's level.
    static let libdeflateLevel: Int32 = 2

    /// What `compress` uses by default.
    package static let library: Library =
        LibDeflate.shared != nil && ProcessInfo.processInfo.environment["SEGUE_ZLIB"] != "1" ? .libdeflate : .zlib

    /// The zlib stream of `data`, compressed by `library` (zlib when libdeflate is missing).
    package static func compress(_ data: UnsafeBufferPointer<UInt8>, using library: Library = library) -> [UInt8] {
        if library == .libdeflate, let lib = LibDeflate.shared, let out = lib.compress(data, level: libdeflateLevel) {
            return out
        }
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&out, &length, data.baseAddress, uLong(data.count), zlibLevel)
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        out.removeSubrange(Int(length)...)
        return out
    }

    /// libdeflate's compressor entry points.
    struct LibDeflate: @unchecked Sendable {
        typealias Alloc = @convention(c) (Int32) -> OpaquePointer?
        typealias Compress = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int
        typealias Bound = @convention(c) (OpaquePointer?, Int) -> Int
        typealias Free = @convention(c) (OpaquePointer?) -> Void
        let alloc: Alloc
        let zlibCompress: Compress
        let bound: Bound
        let free: Free

        /// The installed libdeflate, or nil.
        static let shared: LibDeflate? = {
            // Kept open for the life of the process; missing is not an error (zlib is used).
            guard let handle = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_GLOBAL) ?? dlopen("libdeflate.so", RTLD_NOW | RTLD_GLOBAL),
                  let alloc = dlsym(handle, "libdeflate_alloc_compressor"),
                  let compress = dlsym(handle, "libdeflate_zlib_compress"),
                  let bound = dlsym(handle, "libdeflate_zlib_compress_bound"),
                  let free = dlsym(handle, "libdeflate_free_compressor") else { return nil }
            return LibDeflate(alloc: unsafeBitCast(alloc, to: Alloc.self), zlibCompress: unsafeBitCast(compress, to: Compress.self),
                              bound: unsafeBitCast(bound, to: Bound.self), free: unsafeBitCast(free, to: Free.self))
        }()

        /// The zlib stream of `data` at `level`; nil if a compressor cannot be made.
        /// A compressor serves one call (they are not shared between threads).
        func compress(_ data: UnsafeBufferPointer<UInt8>, level: Int32) -> [UInt8]? {
            guard let compressor = alloc(level) else { return nil }
            defer { free(compressor) }
            let capacity = bound(compressor, data.count)
            var written = 0
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                written = zlibCompress(compressor, data.baseAddress, data.count, buffer.baseAddress, capacity)
                initialized = written
            }
            // 0: did not fit in the bound, which libdeflate guarantees it does.
            return written > 0 ? out : nil
        }
    }
}
