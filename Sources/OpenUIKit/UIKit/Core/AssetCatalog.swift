import Foundation

/// Reads what Xcode's asset catalogues hold on disk (`*.xcassets` folders,
/// each set a folder with a `Contents.json`), for `UIColor(named:)`.
///
/// Colour sets: `colors` is a list of entries, each with an `idiom`, an
/// optional list of `appearances` (luminosity light/dark, contrast) and a
/// `color` with a `color-space` and string `components` written in one of
/// Xcode's input methods: floating point (`"0.500"`), 8-bit integers
/// (`"128"`) or hexadecimal (`"0x80"`).
enum AssetCatalog {
    struct Components: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// The `name.colorset` folder in the first catalogue that has one.
    static func colorSet(named name: String, in directories: [URL]) -> URL? {
        set(named: name, kind: "colorset", in: directories)
    }

    /// The folder of the set `name` of `kind` in a catalogue under `directories`.
    static func set(named name: String, kind: String, in directories: [URL]) -> URL? {
        for catalog in catalogs(in: directories) {
            if let found = search(catalog, path: name.split(separator: "/").map(String.init), kind: kind) { return found }
        }
        return nil
    }

    /// The `*.xcassets` folders in `directories` (one level down) or that they are.
    static func catalogs(in directories: [URL]) -> [URL] {
        var found: [URL] = []
        for directory in directories {
            if directory.pathExtension == "xcassets" { found.append(directory); continue }
            let children = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            found += children.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
        }
        return found
    }

    /// Looks for `path` (the name split at slashes) under `folder`: plain
    /// folders are looked through; a folder whose Contents.json says
    /// `provides-namespace` is entered only by its own name.
    private static func search(_ folder: URL, path: [String], kind: String) -> URL? {
        guard let last = path.last else { return nil }
        if path.count == 1 {
            let direct = folder.appendingPathComponent("\(last).\(kind)")
            if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        }
        let children = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension.isEmpty && isDirectory($0) }
            .sorted { $0.path < $1.path }
        for child in children {
            if providesNamespace(child) {
                if path.count > 1, child.lastPathComponent == path[0],
                   let found = search(child, path: Array(path.dropFirst()), kind: kind) { return found }
            } else if let found = search(child, path: path, kind: kind) {
                return found
            }
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let json = contents(of: folder), let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    private static func contents(of folder: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The colour of the set at `folder` for any appearance (the entry
    /// without `appearances`), universal or iPhone idiom first, in sRGB.
    static func sRGBComponents(ofColorSetAt folder: URL) -> Components? {
        guard let entries = contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        let plain = entries.filter { ($0["appearances"] as? [Any])?.isEmpty ?? true }
        let ranked = (plain.isEmpty ? entries : plain).sorted { rank($0) < rank($1) }
        for entry in ranked {
            if let color = entry["color"] as? [String: Any], let components = sRGBComponents(of: color) { return components }
        }
        return nil
    }

    private static func rank(_ entry: [String: Any]) -> Int {
        switch entry["idiom"] as? String {
        case "universal": 0
        case "iphone": 1
        default: 2
        }
    }

    /// A `color` object's components converted to sRGB (Display P3 through
    /// its linear-light matrix; grey spaces as equal components).
    static func sRGBComponents(of color: [String: Any]) -> Components? {
        guard let raw = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? { raw[key].flatMap(component) }
        let alpha = value("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = value("white") {
            return Components(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        switch space {
        case "display-p3":
            let (r, g, b) = displayP3ToSRGB(red, green, blue)
            return Components(red: r, green: g, blue: b, alpha: alpha)
        case "srgb", "extended-srgb":
            return Components(red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb":
            return Components(red: encode(red), green: encode(green), blue: encode(blue), alpha: alpha)
        default:
            return nil
        }
    }

    /// One component as Xcode writes it: `"0x80"` (hexadecimal, of 255),
    /// `"128"` (an 8-bit integer, of 255) or `"0.502"` (floating point).
    static func component(_ value: Any) -> CGFloat? {
        if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if !text.contains("."), let integer = Int(text) { return CGFloat(integer) / 255 }
        return Double(text).map { CGFloat($0) }
    }

    /// sRGB's transfer curve, mirrored for negative components as extended
    /// sRGB defines it (a colour outside sRGB's gamut, such as Display P3's
    /// red, has components below 0).
    private static func decode(_ c: CGFloat) -> CGFloat {
        if c < 0 { return -decode(-c) }
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ c: CGFloat) -> CGFloat {
        if c < 0 { return -encode(-c) }
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 to sRGB: both use sRGB's transfer curve and the D65 white
    /// point; the primaries differ (matrix from P3's and sRGB's XYZ matrices).
    static func displayP3ToSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }
}
