import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened with `dlopen` for the life of the process.
struct DynamicLibrary: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    let name: String

    /// Opens the first of `candidates` that loads; throws `libraryMissing` naming the Debian packages.
    init(candidates: [String], debianPackages: [String]) throws {
        var lastError = "not found"
        for candidate in candidates {
            if let h = dlopen(candidate, RTLD_NOW | RTLD_GLOBAL) {
                handle = h
                name = candidate
                return
            }
            if let e = dlerror() { lastError = String(cString: e) }
        }
        throw RendererError.libraryMissing(library: candidates.first ?? "?", debianPackages: debianPackages,
                                           detail: lastError)
    }

    /// The address of `symbol`, or nil.
    func address(of symbol: String) -> UnsafeMutableRawPointer? { dlsym(handle, symbol) }
}
