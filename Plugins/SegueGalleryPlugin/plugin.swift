import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory segue-gallery [options]`: builds
/// the package's tests and runs them with `SEGUE_GALLERY_OUT` set, so that every
/// `Scenario(…).run()` writes its inspector page, animated PNG and contact sheet, and
/// the gallery's `index.html` lists them all (see `SegueScenarios`).
///
/// Options: `--out DIR` (default `gallery`, in the package), `--filter PATTERN` (only
/// matching tests; repeatable; the other scenarios already in the gallery stay),
/// `--scale 1|2|3`, `--fps N`, `--frames` (every frame as a PNG too), `--release` (build
/// the tests optimised: rendering several times faster, a longer first build).
@main
struct SegueGalleryPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let out = URL(fileURLWithPath: extractor.extractOption(named: "out").last ?? "gallery",
                      relativeTo: context.package.directoryURL).standardizedFileURL
        let filters = extractor.extractOption(named: "filter")
        var environment = ["SEGUE_GALLERY_OUT": out.path]
        if let scale = extractor.extractOption(named: "scale").last { environment["SEGUE_SCALE"] = scale }
        if let fps = extractor.extractOption(named: "fps").last { environment["SEGUE_FPS"] = fps }
        if extractor.extractFlag(named: "frames") > 0 { environment["SEGUE_FRAMES"] = "1" }
        let release = extractor.extractFlag(named: "release") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure("segue-gallery: unknown argument(s) \(extractor.remainingArguments.joined(separator: " ")); "
                                + "it takes --out DIR, --filter PATTERN, --scale N, --fps N, --frames, --release")
        }
        if filters.isEmpty { try clear(out) }
        let status = try ScenarioTests.run(context: context, packageManager: packageManager, filters: filters,
                                           environment: environment, release: release)
        let index = out.appendingPathComponent("index.html")
        if FileManager.default.fileExists(atPath: index.path) {
            print("segue-gallery: \(index.path)")
        } else {
            print("segue-gallery: no scenario ran (a test that calls Scenario(…).run() writes one)")
        }
        if status != 0 { throw PluginFailure("segue-gallery: the tests exited with status \(status) (see above)") }
    }

    /// Empties a gallery written before, so scenarios that are gone leave no page; a
    /// folder that holds something else is left alone, and the run refused.
    private func clear(_ out: URL) throws {
        let files = FileManager.default
        guard let entries = try? files.contentsOfDirectory(atPath: out.path), !entries.isEmpty else { return }
        guard entries.contains("index.html") else {
            throw PluginFailure("segue-gallery: \(out.path) holds files but no gallery; choose another --out")
        }
        for entry in entries {
            do {
                try files.removeItem(at: out.appendingPathComponent(entry))
            } catch {
                throw PluginFailure("segue-gallery: cannot clear \(out.path) for the new gallery: \(error.localizedDescription)")
            }
        }
    }
}
