import Foundation
import Logging

/// Runs a fuzz target's body over inputs.
///
/// Built with `SEGUE_FUZZ=1` (`segue fuzz`, `.ci/fuzz`), the target links
/// libFuzzer's driver (`libclang_rt.fuzzer_no_main`) and hands the body to
/// `LLVMFuzzerRunDriver`, which passes on every libFuzzer flag
/// (`-max_total_time=60`, a corpus folder, a crash file). In a plain build it
/// replays the files and folders named on the command line, so the checked-in
/// corpus and the findings kept as regression inputs run in any build.
///
/// A body reports a finding with `FuzzDriver.finding(_:)`: libFuzzer keeps
/// the input as `crash-…`; the replayer prints it and exits with status 1.
public enum FuzzDriver {
    nonisolated(unsafe) private static var body: @MainActor (Data) -> Void = { _ in }

    /// Runs `body` for each input (see the type's documentation); never returns.
    public static func run(_ body: @escaping @MainActor (Data) -> Void) -> Never {
        // UIKit diagnostics about bad input are expected by the thousand.
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        self.body = body
        #if SEGUE_FUZZ
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = count == 0 ? Data() : Data(bytes: bytes!, count: count)
            MainActor.assumeIsolated { FuzzDriver.body(data) }
            return 0
        })
        #else
        var replayed = 0
        for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
            for file in inputs(at: argument) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                current = file
                MainActor.assumeIsolated { body(data) }
                replayed += 1
            }
        }
        print("replayed \(replayed) inputs, no finding")
        exit(0)
        #endif
    }

    /// Reports a finding for the current input: a crash for libFuzzer, a
    /// message and status 1 for the replayer.
    public static func finding(_ message: String) -> Never {
        FileHandle.standardError.write(Data("FINDING: \(message)\(current.map { " (input \($0))" } ?? "")\n".utf8))
        #if SEGUE_FUZZ
        abort()
        #else
        exit(1)
        #endif
    }

    nonisolated(unsafe) private static var current: String?

    /// The files at `path`: the file itself, or a folder's files in name order.
    private static func inputs(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}

#if SEGUE_FUZZ
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif
