import Foundation
import PackagePlugin

/// `swift package segue-live <scenario> [options]`: builds the package's tests and runs
/// them with `SEGUE_LIVE` set, so that the `Scenario(…).run()` named `<scenario>` (or
/// every one, for `*`) opens in an X11 window first, the mouse as a finger, until the
/// window is closed; the tests then go on headless.
///
/// Options: `--seconds N` (close the window after N seconds), `--screenshot FILE` (a PNG
/// of the window at the end), `--pointer SCRIPT` (pointer events to play, as `segue live
/// --pointer` takes them), `--scale 1|2|3`, `--filter PATTERN` (only matching tests).
/// Needs an X server (`$DISPLAY`) and libX11.
@main
struct SegueLivePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        var environment: [String: String] = [:]
        if let seconds = extractor.extractOption(named: "seconds").last { environment["SEGUE_LIVE_SECONDS"] = seconds }
        if let path = extractor.extractOption(named: "screenshot").last {
            environment["SEGUE_LIVE_SCREENSHOT"] = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        if let scale = extractor.extractOption(named: "scale").last { environment["SEGUE_SCALE"] = scale }
        if let pointer = extractor.extractOption(named: "pointer").last { environment["SEGUE_LIVE_POINTER"] = pointer }
        let filters = extractor.extractOption(named: "filter")
        guard extractor.remainingArguments.count == 1, let name = extractor.remainingArguments.first else {
            throw PluginFailure("segue-live: name one scenario (or '*'); options --seconds N, --screenshot FILE, "
                                + "--pointer SCRIPT, --scale N, --filter PATTERN")
        }
        environment["SEGUE_LIVE"] = name
        let marker = context.pluginWorkDirectoryURL.appendingPathComponent("live-opened")
        try? FileManager.default.removeItem(at: marker)
        environment["SEGUE_LIVE_MARKER"] = marker.path
        let status = try ScenarioTests.run(context: context, packageManager: packageManager, filters: filters,
                                           environment: environment)
        if status != 0 { throw PluginFailure("segue-live: the tests exited with status \(status) (see above)") }
        guard FileManager.default.fileExists(atPath: marker.path) else {
            throw PluginFailure("segue-live: no scenario named '\(name)' ran (its test calls Scenario(\"\(name)\", …).run())")
        }
    }
}
