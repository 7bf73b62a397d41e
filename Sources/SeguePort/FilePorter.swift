import Foundation

/// Ports Swift files and folders on disk: what `segue-port` runs.
///
/// A named folder is searched recursively for `.swift` files, skipping
/// hidden files and folders (`.build`, `.git`, `.swiftpm`…); the files are
/// ported in path order (by bytes, as `git` lists them). A named file must
/// end in `.swift`. One file's failure never stops the others.
///
/// With ``writesInPlace`` the ported text replaces the file's contents
/// (the file itself, its permissions included, stays); a file with syntax
/// errors, or with nothing to port, is not written.
public struct FilePorter: Sendable {
    /// Whether ported files are written back.
    public var writesInPlace: Bool

    private let porter = SourcePorter()

    public init(writesInPlace: Bool = false) {
        self.writesInPlace = writesInPlace
    }

    /// Ports every Swift file that `paths` name or contain.
    ///
    /// The files are ported together: a call in one file of an optional
    /// requirement that another file's protocol declares is ported with it.
    public func port(paths: [String]) -> [PortedFile] {
        var seen = Set<String>()
        var targets: [Target] = []
        for path in paths {
            for target in expand(path) {
                let key = URL(fileURLWithPath: target.path).standardizedFileURL.path
                guard seen.insert(key).inserted else { continue }
                targets.append(target)
            }
        }
        var context = PortContext(isWholeFile: true)
        for target in targets where target.failure == nil {
            guard let source = read(target.path).source else { continue }
            context.optionalRequirements.formUnion(porter.optionalRequirements(in: source))
            context.superclasses.merge(porter.superclasses(in: source)) { first, _ in first }
        }
        return targets.map { target in
            if let reason = target.failure {
                return PortedFile(path: target.path, outcome: .failed(reason: reason), wasWritten: false)
            }
            return portFile(at: target.path, context: context)
        }
    }

    /// The exit status of `segue-port` for these files: 2 when any ended in
    /// an error, else 1 when any has unportable constructs, else 0.
    public static func exitCode(for files: [PortedFile]) -> Int32 {
        if files.contains(where: \.hasError) { return 2 }
        if files.contains(where: \.hasUnportableConstructs) { return 1 }
        return 0
    }

    /// A path to port, or why a named path cannot be.
    private struct Target {
        let path: String
        var failure: String?
    }

    private func expand(_ path: String) -> [Target] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return [Target(path: path, failure: "no such file or directory")]
        }
        guard isDirectory.boolValue else {
            guard path.hasSuffix(".swift") else {
                return [Target(path: path, failure: "not a Swift source file (segue-port reads .swift files)")]
            }
            return [Target(path: path)]
        }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            return [Target(path: path, failure: "the folder cannot be read")]
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isFolder = walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if name.hasPrefix(".") {
                if isFolder { walker.skipDescendants() }
                continue
            }
            if !isFolder, name.hasSuffix(".swift") { found.append("\(folder)/\(relative)") }
        }
        return found.sorted().map { Target(path: $0) }
    }

    /// The file's text, or why it cannot be had.
    private func read(_ path: String) -> (source: String?, failure: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, "the file cannot be read") }
        guard let source = String(data: data, encoding: .utf8) else { return (nil, "the file is not UTF-8 text") }
        return (source, nil)
    }

    private func portFile(at path: String, context: PortContext) -> PortedFile {
        let (text, failure) = read(path)
        guard let source = text else {
            return PortedFile(path: path, outcome: .failed(reason: failure ?? "the file cannot be read"), wasWritten: false)
        }
        let result = porter.port(source: source, fileName: path, context: context)
        guard writesInPlace, result.hasChanges, !result.hasSyntaxErrors else {
            return PortedFile(path: path, outcome: .ported(result), wasWritten: false)
        }
        do {
            try Data(result.portedSource.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            return PortedFile(path: path, outcome: .failed(reason: "the ported file cannot be written (\(error.localizedDescription))"),
                              wasWritten: false)
        }
        return PortedFile(path: path, outcome: .ported(result), wasWritten: true)
    }
}
