import ArgumentParser
import Foundation
import Testing
@testable import segue

/// `render --out` and `live --screenshot` to a place that cannot be written: one line
/// naming the path and the operating system's reason, and exit status 73
/// (sysexits.h: EX_CANTCREAT), as `gallery` does; checked before anything is run.
struct OutputErrorTests {
    /// Runs `command`, returning its exit status and what it wrote to standard error.
    @MainActor
    static func exitStatus(of command: inout some ParsableCommand) throws -> (Int32?, String) {
        var status: Int32?
        let written = try GalleryCommandTests.standardError {
            do {
                try command.run()
                status = 0
            } catch let error as ExitCode {
                status = error.rawValue
            }
        }
        return (status, written)
    }

    @Test @MainActor func renderToAnUnwritableFolderExits73WithOneLine() throws {
        let path = try GalleryCommandTests.blockedPath()
        defer { GalleryCommandTests.removeBlocker(of: path) }
        var command = try RenderCommand.parseAsRoot(["things", "push-item-0", "--out", path]) as! RenderCommand
        let (status, written) = try Self.exitStatus(of: &command)
        #expect(status == 73)
        let line = "segue: cannot write '\(path)/things/push-item-0': \(String(cString: strerror(ENOTDIR)))\n"
        #expect(written.components(separatedBy: line).count == 2)
        #expect(!written.contains("Error Domain") && !written.contains("NSCocoaErrorDomain"))
    }

    @Test @MainActor func liveScreenshotToAnUnwritableFolderExits73BeforeOpeningAWindow() throws {
        let path = try GalleryCommandTests.blockedPath()
        defer { GalleryCommandTests.removeBlocker(of: path) }
        let screenshot = path + "/shot.png"
        var command = try LiveCommand.parseAsRoot(["things", "--screenshot", screenshot]) as! LiveCommand
        let (status, written) = try Self.exitStatus(of: &command)
        #expect(status == 73)
        let line = "segue: cannot write '\(screenshot)': \(String(cString: strerror(ENOTDIR)))\n"
        #expect(written.components(separatedBy: line).count == 2)
        #expect(!written.contains("segue live:")) // no window was opened
    }
}
