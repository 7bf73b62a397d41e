import ArgumentParser
import Foundation

/// `segue fuzz <target> --seconds N`: builds a fuzz target for libFuzzer on
/// top of the ASan build and runs it (what CI runs for 60 s each; see
/// docs/RELIABILITY.md). Runs `.ci/fuzz`, so it must be started in the
/// repository's root folder.
struct FuzzCommand: ParsableCommand {
    static let targets = ["Image", "KeyPath", "Animation", "LayerTree", "Loader"]

    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz PNG decoding, key paths, animation values or layer trees under libFuzzer + ASan.",
        discussion: "Targets: \(targets.joined(separator: ", ")), or all. New inputs go to "
            + ".build-asan/fuzz-corpus/<target>, findings to .build-asan/fuzz-findings/.")

    @Argument(help: "The target: \(targets.joined(separator: ", ")) or all.") var target: String
    @Option(help: "How long to fuzz each target, in seconds.") var seconds = 600

    func validate() throws {
        guard target == "all" || Self.targets.contains(target) else {
            throw ValidationError("unknown fuzz target '\(target)'; one of \(Self.targets.joined(separator: ", ")) or all")
        }
        guard seconds > 0 else { throw ValidationError("--seconds must be positive") }
    }

    func run() throws {
        let script = FileManager.default.currentDirectoryPath + "/.ci/fuzz"
        guard FileManager.default.isExecutableFile(atPath: script) else {
            throw ValidationError("segue fuzz runs .ci/fuzz: start it in the Segue repository's root folder")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [target, String(seconds)]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}
