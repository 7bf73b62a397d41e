import ArgumentParser
import Foundation
import OpenUIKit
import Testing
@testable import segue
@testable import SegueScenarios

struct GalleryCommandTests {
    /// A path that cannot become a folder whoever runs the test (root
    /// included): it goes through a regular file.
    static func blockedPath() throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        return file.appendingPathComponent("gallery").path
    }

    /// Removes the regular file that `blockedPath()` put in the way.
    static func removeBlocker(of path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    @Test @MainActor func unwritableOutputIsOneClearErrorBeforeAnyRendering() throws {
        let path = try Self.blockedPath()
        defer { Self.removeBlocker(of: path) }
        let run = GalleryRun(root: URL(fileURLWithPath: path), scale: 1, fps: 60)
        #expect {
            _ = try run.run(progress: nil)
        } throws: { error in
            guard let error = error as? GalleryRun.OutputError else { return false }
            // The operating system's words (ENOTDIR), not a Foundation error dump.
            return error.path == path && error.reason == String(cString: strerror(ENOTDIR))
        }
    }

    /// What `body` writes to standard error (file descriptor 2).
    static func standardError(of body: () throws -> Void) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-stderr-\(UUID().uuidString)")
        let fd = open(file.path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        let saved = dup(2)
        dup2(fd, 2)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try body()
        } catch {
            dup2(saved, 2); close(saved); close(fd)
            throw error
        }
        dup2(saved, 2); close(saved); close(fd)
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test @MainActor func unwritableOutputExitsWithEX_CANTCREATAndOneLine() throws {
        let path = try Self.blockedPath()
        defer { Self.removeBlocker(of: path) }
        var command = try GalleryCommand.parseAsRoot(["--out", path])
        var exitCode: Int32?
        let written = try Self.standardError {
            do {
                try command.run()
            } catch let error as ExitCode {
                exitCode = error.rawValue
            }
        }
        #expect(exitCode == 73) // sysexits.h: EX_CANTCREAT
        // One line naming the folder and the reason (other tests running in
        // parallel may write to standard error too, hence no equality).
        let line = "segue: cannot write the gallery to '\(path)': \(String(cString: strerror(ENOTDIR)))\n"
        #expect(written.components(separatedBy: line).count == 2)
        #expect(!written.contains("NSCocoaErrorDomain") && !written.contains("Error Domain"))
    }

    @Test func progressLineShowsBarCountElapsedAndTimeLeft() {
        // 5 of 20 scenarios done: 5/20 of a 20-character bar.
        #expect(GalleryProgress.line(done: 5, total: 20, elapsed: 2, secondsLeft: 6, last: "things/pop", width: 20)
                == "[#####...............] 5/20  2.0 s, about 6 s left  things/pop")
        // No estimate yet: none shown. All done: a full bar and no estimate.
        #expect(GalleryProgress.line(done: 0, total: 4, elapsed: 0.3, secondsLeft: nil, last: "", width: 8)
                == "[........] 0/4  0.3 s  ")
        #expect(GalleryProgress.line(done: 4, total: 4, elapsed: 3, secondsLeft: 0, last: "a/b", width: 8)
                == "[########] 4/4  3.0 s  a/b")
    }

    @Test func timeLeftIsThePaceSoFarInFrames() {
        // 300 of 1,200 frames in 6 s: 50 frames a second, 900 left → 18 s.
        #expect(GalleryProgress.secondsLeft(elapsed: 6, framesDone: 300, framesTotal: 1_200) == 18)
        #expect(GalleryProgress.secondsLeft(elapsed: 1, framesDone: 0, framesTotal: 1_200) == nil)
        #expect(GalleryProgress.secondsLeft(elapsed: 9, framesDone: 1_200, framesTotal: 1_200) == 0)
    }

    @Test func inProgressPageSaysItIsIncomplete() {
        #expect(GalleryPage.inProgressHTML.contains("<title>Segue gallery (incomplete)</title>"))
        #expect(!GalleryPage.inProgressHTML.contains("<img"))
    }

    @Test func equalSnapshotsAreRecognisedAndChangedOnesAreNot() {
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])
        let first = RenderTree(time: 0, layers: [
            RenderLayer(layerID: 1, subtreeEnd: 2, bounds: CGRect(x: 0, y: 0, width: 100, height: 100)),
            RenderLayer(layerID: 2, subtreeEnd: 2, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                        position: CGPoint(x: 5, y: 5), contents: image),
        ])
        // The next tick's snapshot of an unchanged window: the same nodes at a later media time.
        var still = first
        still.time = 1.0 / 60
        #expect(still.hasSameLayerBytes(as: first))
        var moved = still
        moved.layers[1].position.x = 6
        #expect(!moved.hasSameLayerBytes(as: first))
        var recoloured = still
        recoloured.layers[0].backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(!recoloured.hasSameLayerBytes(as: first))
        #expect(!first.hasSameLayerBytes(as: RenderTree(time: 0, layers: [])))
        #expect(RenderTree(time: 0, layers: []).hasSameLayerBytes(as: RenderTree(time: 2, layers: [])))
    }
}
