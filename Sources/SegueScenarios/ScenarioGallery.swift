import Foundation

/// The gallery of a user's scenarios: each scenario leaves its pages and a
/// `scenario.json` (what the index says about it) in its folder, and the index is
/// rebuilt from every `scenario.json` under the root after each one, so it is whole
/// after any number of test processes, whatever their order.
package enum ScenarioGallery {
    /// The file beside a scenario's pages that the index is built from.
    package static let recordName = "scenario.json"

    /// Writes `output`'s record into `folder` and rebuilds `<root>/index.html`; returns how
    /// many scenarios the index lists now.
    @discardableResult
    package static func store(_ output: ScenarioRenderer.Output, in folder: URL, root: URL, scale: Int,
                              fps: Double) throws -> Int {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try writeAtomically(Array(try encoder.encode(output)), to: folder.appendingPathComponent(recordName))
            let listed = outputs(under: root)
            let html = GalleryPage.html(listed, scale: Double(scale), fps: fps, totalSeconds: nil,
                                        intro: "The scenarios of this package")
            try writeAtomically(Array(html.utf8), to: root.appendingPathComponent("index.html"))
            return listed.count
        } catch {
            throw ScenarioOutputError(path: root.path, reason: ScenarioOutputError.reason(error))
        }
    }

    /// Every record two levels under `root` (`<group>/<scenario>/scenario.json`), by group
    /// then scenario name; unreadable ones are skipped.
    package static func outputs(under root: URL) -> [ScenarioRenderer.Output] {
        let files = FileManager.default
        var found: [ScenarioRenderer.Output] = []
        for group in ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let groupURL = root.appendingPathComponent(group)
            for scenario in ((try? files.contentsOfDirectory(atPath: groupURL.path)) ?? []).sorted() {
                let record = groupURL.appendingPathComponent(scenario).appendingPathComponent(recordName)
                guard let data = files.contents(atPath: record.path),
                      let output = try? JSONDecoder().decode(ScenarioRenderer.Output.self, from: data) else { continue }
                found.append(output)
            }
        }
        return found
    }

    /// Writes `bytes` to `url` under a temporary name and renames it.
    package static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        try Data(bytes).write(to: url, options: .atomic)
    }
}
