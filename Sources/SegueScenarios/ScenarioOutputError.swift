import Foundation

/// A folder or file could not be written: `path` and the operating system's reason
/// ("Permission denied"), never Foundation's whole error dump. Its description is the one
/// line the command line prints before exiting 73 (`EX_CANTCREAT`).
public struct ScenarioOutputError: Error, CustomStringConvertible {
    /// The folder or file that could not be written.
    public let path: String
    /// Why, in the operating system's words.
    public let reason: String

    /// An error for `path`, with `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write '<path>': <reason>`.
    public var description: String { "cannot write '\(path)': \(reason)" }

    /// Why `folder` cannot be made, in the operating system's words, found by
    /// making its missing ancestors with mkdir(2) (Foundation reports some of
    /// these failures only as "error 512"); nil when it can be made.
    package static func folderReason(_ folder: URL) -> String? {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        while !path.isEmpty, path != "/", access(path, F_OK) != 0 {
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() where mkdir(component, 0o755) != 0 && errno != EEXIST {
            return String(cString: strerror(errno))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return String(cString: strerror(ENOTDIR))
        }
        return access(folder.path, W_OK) == 0 ? nil : String(cString: strerror(EACCES))
    }

    /// The operating system's words for a file error ("Permission denied"),
    /// not Foundation's whole error dump.
    package static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        case .fileWriteFileExists: return "a file is in the way of a folder"
        default: return ns.localizedDescription
        }
    }
}
