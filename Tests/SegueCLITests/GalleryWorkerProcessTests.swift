import Foundation
import Testing
@testable import segue
@testable import SegueScenarios

/// `segue gallery`'s worker processes, driven as the gallery drives them: one
/// scenario index a line in, one reply a line out.
@Suite(.serialized) struct GalleryWorkerProcessTests {
    /// A worker at 1x and 30 fps writing into `root`, rasterising in its own thread.
    static func worker(writingInto root: URL) throws -> GalleryWorkerProcess {
        try GalleryWorkerProcess(executable: try segueBinary(), root: root, scale: 1, fps: 30,
                                 writeFrames: false, rasterInThread: true)
    }

    /// The `segue` binary built beside this test bundle.
    static func segueBinary() throws -> URL {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let binary = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("segue")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no segue binary at \(binary.path)")
        return binary
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-worker-\(UUID().uuidString)")
    }

    @MainActor static func index(of folder: String) throws -> Int {
        try #require(GalleryWorkerProcess.scenarios.firstIndex { "\($0.app.identifier)/\($0.scenario.name)" == folder })
    }

    @Test @MainActor func aWorkerRendersTheScenarioItIsSentAndAnswersWithItsOutput() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let worker = try Self.worker(writingInto: root)
        defer { worker.finish() }
        let output = try worker.render(scenarioAt: try Self.index(of: "contacts/push"), name: "contacts/push", root: root)
        #expect(output.folder == "contacts/push")
        #expect(output.app == "Contacts" && output.scenario == "push")
        #expect(output.frameCount > 1 && output.transitions == 1 && output.violations.isEmpty)
        for file in ["animation.png", "contact-sheet.png", "inspector.html"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("contacts/push/\(file)").path))
        }
    }

    @Test func anIndexThatNamesNoScenarioIsAnErrorAndTheWorkerStaysUsable() async throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let worker = try Self.worker(writingInto: root)
        defer { worker.finish() }
        #expect {
            _ = try worker.render(scenarioAt: 100_000, name: "nothing", root: root)
        } throws: { error in
            "\(error)".contains("no scenario has the index '100000'")
        }
        let index = try await MainActor.run { try Self.index(of: "things/push-item-0") }
        #expect(try worker.render(scenarioAt: index, name: "things/push-item-0", root: root).folder == "things/push-item-0")
    }

    @Test func aWorkerThatDiesIsReportedWithHowItEnded() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let worker = try Self.worker(writingInto: root)
        defer { worker.finish() }
        kill(worker.processIdentifier, SIGKILL)
        #expect {
            _ = try worker.render(scenarioAt: 0, name: "the first scenario", root: root)
        } throws: { error in
            guard let error = error as? GalleryWorkerProcess.WorkerError else { return false }
            return error.description.contains("the first scenario") && error.description.contains("signal \(SIGKILL)")
        }
    }

    @Test func aFileTheWorkerCannotWriteIsAnOutputErrorInTheSystemsWords() throws {
        // A regular file where the output folder should be.
        let blocker = Self.temporaryFolder()
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let worker = try Self.worker(writingInto: blocker)
        defer { worker.finish() }
        #expect {
            _ = try worker.render(scenarioAt: 0, name: "the first scenario", root: blocker)
        } throws: { error in
            guard let error = error as? GalleryRun.OutputError else { return false }
            return error.path == blocker.path && !error.reason.isEmpty && !error.reason.contains("Error Domain")
        }
    }
}
