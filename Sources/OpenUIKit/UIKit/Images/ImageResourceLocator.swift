import Foundation

/// Finds the file for a named image, the way UIKit resolves names in a bundle.
enum ImageResourceLocator {
    /// Named images already decoded, by file path.
    @MainActor static var cache: [String: UIImage] = [:]

    /// The directories of `bundle` that may hold loose image resources.
    static func directories(of bundle: Bundle) -> [URL] {
        var result: [URL] = []
        for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) where !result.contains(url) {
            result.append(url)
        }
        return result
    }

    /// The scale written in a file name's `@Nx` suffix; 1 without one.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let value = Int(digits), value > 0 else { return 1 }
        return CGFloat(value)
    }

    /// The first existing file for `name`: in each directory in turn, the
    /// variants for the screen scale, then larger, then smaller scales;
    /// finally the name exactly as given.
    static func locate(_ name: String, in directories: [URL], screenScale: CGFloat) -> URL? {
        guard !name.isEmpty else { return nil }
        let given = URL(fileURLWithPath: name)
        let ext = given.pathExtension.isEmpty ? "png" : given.pathExtension
        let stem = given.pathExtension.isEmpty ? name : given.deletingPathExtension().relativePath
        let screen = max(1, Int(screenScale.rounded()))
        let scales = [screen] + Array((screen + 1)...max(screen + 1, 3)).filter { $0 <= 3 } + (1..<screen).reversed()
        var candidates: [String] = []
        if scale(ofFileNamed: stem + "." + ext) != 1 || stem.hasSuffix("@1x") {
            candidates.append(stem + "." + ext)
        } else {
            for s in scales { candidates += s == 1 ? ["\(stem).\(ext)", "\(stem)@1x.\(ext)"] : ["\(stem)@\(s)x.\(ext)"] }
        }
        candidates.append(name)
        let fm = FileManager.default
        for directory in directories {
            for candidate in candidates {
                let url = directory.appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
            }
        }
        return nil
    }
}
