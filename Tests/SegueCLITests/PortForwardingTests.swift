import Foundation
import Testing

/// `segue port` after the porter became `segue-port`: it runs `segue-port` when that sits
/// beside `segue` (as after `swift build`), and otherwise says, in one line, what to run.
struct PortForwardingTests {
    /// The build folder this test binary runs from (`.build/debug`), where `swift test` built
    /// every product.
    static var buildFolder: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func forwardsToSeguePortBesideIt() throws {
        let segue = Self.buildFolder.appendingPathComponent("segue")
        try #require(FileManager.default.isExecutableFile(atPath: segue.path), "swift test builds segue")
        try #require(FileManager.default.isExecutableFile(atPath: Self.buildFolder.appendingPathComponent("segue-port").path))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("final class A { @objc func f() {} }\n".utf8).write(to: file)
        let result = try Self.run(segue, ["port", file.path])
        // The porter's own diff and status: @objc removed, nothing unportable.
        #expect(result.status == 0)
        #expect(result.output.contains("-final class A { @objc func f() {} }"))
        #expect(result.output.contains("+final class A { func f() {} }"))
    }

    @Test func withoutSeguePortItNamesTheCommandAndExits64() throws {
        let segue = Self.buildFolder.appendingPathComponent("segue")
        try #require(FileManager.default.isExecutableFile(atPath: segue.path), "swift test builds segue")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("segue")
        try FileManager.default.copyItem(at: segue, to: alone)
        let result = try Self.run(alone, ["port", "Sources"])
        #expect(result.status == 64) // sysexits.h: EX_USAGE
        #expect(result.output.isEmpty)
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.error.contains("swift run segue-port"))
    }
}
