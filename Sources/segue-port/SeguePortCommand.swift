import ArgumentParser
import Foundation
import SeguePort

/// `segue-port`: rewrites UIKit sources for what Linux cannot compile.
///
/// Its own executable, so that building `segue` (the gallery, render, live) never compiles
/// swift-syntax; `segue port` forwards here when this binary sits beside `segue`.
@main
struct SeguePortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-port",
        abstract: "Rewrite UIKit transition sources that need the Objective-C runtime.",
        discussion: """
            Removes @objc, @IBOutlet, @IBAction, dynamic and their kind; turns target-action \
            #selector(m) into the method reference Self.m; answers responds(to:) for the \
            transition protocols; renames the Swift 3/4 spellings. Prints a unified diff of each \
            changed file (or, with --in-place, writes it), and lists on standard error every \
            construct it left unchanged because it cannot be ported.

            Exit status: 0 when everything was ported, 1 when some constructs cannot be ported, \
            2 when a path is not a readable Swift file or a file has syntax errors (that file is \
            left unchanged; the others are still ported).
            """)

    @Argument(help: "Swift files, or folders to search for them (hidden folders such as .build are skipped).")
    var paths: [String]

    @Flag(help: "Write the ported files instead of printing a diff.")
    var inPlace = false

    func run() throws {
        let files = FilePorter(writesInPlace: inPlace).port(paths: paths)
        for file in files {
            if inPlace {
                if file.wasWritten, case .ported(let result) = file.outcome {
                    print("\(file.path): ported (\(result.changes.count) change\(result.changes.count == 1 ? "" : "s"))")
                }
            } else {
                print(file.diff, terminator: "")
            }
            for message in file.messages {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
        let status = FilePorter.exitCode(for: files)
        if status != 0 { throw ExitCode(status) }
    }
}
