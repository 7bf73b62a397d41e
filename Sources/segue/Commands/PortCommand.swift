import ArgumentParser
import Foundation

/// `segue port`: the porter moved to its own executable, `segue-port`, so that building
/// `segue` never compiles swift-syntax.
///
/// When `segue-port` sits beside this binary (after `swift build`, or `swift build --product
/// segue-port`), this command replaces itself with it, passing every argument on unchanged, so
/// output and exit status are the porter's. Otherwise it prints one line naming the command
/// to run and exits 64 (`EX_USAGE`).
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Forwards to `segue-port` (the porter is its own executable: `swift run segue-port`).",
        shouldDisplay: false)

    @Argument(parsing: .allUnrecognized, help: "What `segue-port` takes.")
    var arguments: [String] = []

    func run() throws {
        let porter = Self.siblingPorterPath()
        if FileManager.default.isExecutableFile(atPath: porter) {
            let argv = ([porter] + arguments).map { strdup($0) } + [nil]
            execv(porter, argv)
            // execv returns only on failure; fall through to the message.
        }
        FileHandle.standardError.write(Data((Self.movedMessage + "\n").utf8))
        throw ExitCode(64)
    }

    /// The one line printed when `segue-port` is not beside `segue`.
    static let movedMessage = "segue: the porter is its own executable now; run `swift run segue-port "
        + "<files or folders>` (add --in-place to write); it builds swift-syntax, which `segue` does not need"

    /// `segue-port` in the folder of this process's executable (`/proc/self/exe`).
    static func siblingPorterPath() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("segue-port").path
    }
}
